// The files module's public surface: what the other modules, the HTTP layer and the pages use of it.
export {
  deleteFile,
  fileUrl,
  type PendingFile,
  readStoredFile,
  reserveFile,
  saveFile,
  storedPendingFile,
} from "./files.ts";
export { deleteFiles } from "./repository/files.ts";
