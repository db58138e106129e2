// Run in an install without peer dependencies: the import must fail naming the missing peer.
try {
  await import('walletport/react');
  console.log(JSON.stringify({ loaded: true }));
} catch (error) {
  console.log(JSON.stringify({ loaded: false, message: error instanceof Error ? error.message : String(error) }));
}
