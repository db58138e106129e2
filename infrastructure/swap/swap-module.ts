import type { SwapSourceFactories } from '../../application/ports/swap-source.port.ts';
import { createReownConvertSource } from './reown-convert-source.ts';
import { createUniswapV2Source } from './uniswap-v2-source.ts';

/** Both swap sources, loaded by the EVM adapter the first time a swap needs one. */
export const SWAP_SOURCE_FACTORIES: SwapSourceFactories = {
  uniswapV2: createUniswapV2Source,
  convert: createReownConvertSource,
};
