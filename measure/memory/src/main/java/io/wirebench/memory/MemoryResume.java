package io.wirebench.memory;

import com.fasterxml.jackson.databind.JsonNode;
import io.wirebench.core.BadInputException;
import io.wirebench.records.KindRecord;
import io.wirebench.records.Resumable;
import io.wirebench.records.SavedRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code memory --resume DIR}: each cell runs in a JVM of its own and is judged alone, so a stopped
 * memory run continues cell by cell. The finished cells of DIR's memory.json are kept as they are
 * (a cell that timed out, failed or needs more than the heap included: those are its results); the
 * cell that was running when the process stopped, and every one after it, run now.
 */
final class MemoryResume {
  /** The header's fields that shape a memory measurement: they must be DIR's. */
  static final Set<String> SAME = Set.of("wirebench", "kind", "machine", "jvm", "datasets", "codecs", "setup");

  private MemoryResume() {}

  /**
   * DIR's finished cells and start, after checking that this build plans what DIR measured.
   *
   * @param rebuilt the record this build made from DIR's command line
   * @param cells the cells this build plans
   * @throws BadInputException naming what differs
   */
  static Kept kept(Resumable r, KindRecord rebuilt, List<MemoryCell> cells) {
    r.refuseIfDifferent(rebuilt.header(), SAME);
    Path file = r.dir().resolve("memory.json");
    String started = r.record().header().started();
    if (!Files.isRegularFile(file)) return new Kept(Map.of(), started); // stopped before its first cell ended
    List<MemoryResult> done;
    try {
      JsonNode memoryJson = SavedRun.READER.readTree(file.toFile());
      started = memoryJson.path("started").asText(started);
      done = MemoryLegacy.results(memoryJson);
    } catch (IOException | IllegalArgumentException e) {
      throw new BadInputException("--resume " + r.dir() + ": its memory.json cannot be read (" + e.getMessage() + ")");
    }
    Map<MemoryCell, MemoryResult> kept = new LinkedHashMap<>();
    for (MemoryResult m : done) {
      if (!cells.contains(m.cell())) {
        throw new BadInputException("--resume " + r.dir() + ": it measured " + m.cell().label() + ", which this build "
            + "does not plan; measure again with a new run");
      }
      if (m.status() != MemoryResult.Status.NOT_RUN) kept.put(m.cell(), m);
    }
    return new Kept(kept, started);
  }

  /**
   * What a resumed memory run keeps.
   *
   * @param cells DIR's finished cells
   * @param started when memory.json says the run started
   */
  record Kept(Map<MemoryCell, MemoryResult> cells, String started) {}
}
