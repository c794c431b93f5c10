import { runCleanupsAfterEachFile } from './file-cleanup.ts';

runCleanupsAfterEachFile();
