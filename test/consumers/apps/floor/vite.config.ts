import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Built exactly like the walletport apps it is compared with: same Vite, plugin and defaults.
export default defineConfig({
  plugins: [react()],
});
