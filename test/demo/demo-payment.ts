/** Anvil's dev account 5, the demo's shop: no other part of the demo or its tests moves its balance. */
export const DEMO_PAY_RECIPIENT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
