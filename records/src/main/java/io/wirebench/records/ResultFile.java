package io.wirebench.records;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one way a result file is written: whole into {@code NAME.tmp}, then moved over {@code NAME}
 * in one step, so that a reader (or a run stopped half-way) never sees half a file. Every kind of
 * run writes its {@code run.json} and its detail files through here.
 */
public final class ResultFile {
  /** Writes result JSON: indented, so that a diff of two runs reads. */
  public static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** The run directories whose run.json this process wrote since {@link #takeWrittenRuns} last took them. */
  private static final Set<Path> WRITTEN_RUNS = ConcurrentHashMap.newKeySet();

  private ResultFile() {}

  /** Writes {@code bytes} to {@code file} atomically. */
  public static void write(Path file, byte[] bytes) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.write(tmp, bytes);
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    if (KindRecord.FILE.equals(String.valueOf(file.getFileName()))) {
      WRITTEN_RUNS.add(file.toAbsolutePath().normalize().getParent());
    }
  }

  /**
   * The run directories whose run.json this process wrote since the last call, in name order, and
   * forgets them: every kind writes its record here, so the command line learns from this one place
   * which run a command made (and stores its final record) without asking each command.
   */
  public static synchronized List<Path> takeWrittenRuns() {
    List<Path> dirs = new ArrayList<>(WRITTEN_RUNS);
    WRITTEN_RUNS.removeAll(dirs);
    Collections.sort(dirs);
    return dirs;
  }

  /** Writes {@code value} as JSON to {@code file} atomically. */
  public static void writeJson(Path file, Object value) throws IOException {
    write(file, MAPPER.writeValueAsBytes(value));
  }
}
