/** The dark modules of a QR matrix as one SVG path (a 1×1 square per module), so React renders it without innerHTML. */
export function qrPath(size: number, isDark: (row: number, column: number) => boolean): string {
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (isDark(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return parts.join('');
}
