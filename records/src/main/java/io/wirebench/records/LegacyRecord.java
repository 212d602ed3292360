package io.wirebench.records;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A run directory written before the shared record (format 6) read as one: memory.json, http.json
 * or checks.json of an older wirebench. Each kind's module registers its reader
 * ({@code META-INF/services}), so {@link SavedRun} reads every kind with no special case.
 */
public interface LegacyRecord {
  /** The file such a directory holds ({@code memory.json}, ...). */
  String file();

  /** That file as the shared record. */
  RunRecord read(Path file) throws IOException;
}
