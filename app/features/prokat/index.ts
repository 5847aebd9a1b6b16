// What other features may import from prokat; the rest of the folder is its own (project/feature-boundaries).
export { modelPath, postomatPath, PROKAT_PATH, PROKAT_TARIFFS_PATH, prokatTariffsPath } from './paths';
