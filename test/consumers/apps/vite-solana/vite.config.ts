import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The template's default config, unchanged.
export default defineConfig({
  plugins: [react()],
});
