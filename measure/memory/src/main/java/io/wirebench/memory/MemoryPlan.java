package io.wirebench.memory;

import io.wirebench.core.Codec;
import io.wirebench.core.CodecUnavailableException;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSets;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.core.UserClasses;
import io.wirebench.memory.MemoryCell.Op;
import io.wirebench.memory.MemoryCell.Target;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The cells of a memory run, in the order they run, and the facts the parent knows without the data. */
public final class MemoryPlan {
  /** The study's rows (and what it left open), plus the two controls: the default codecs. */
  public static final List<String> STUDY_CODECS = List.of("memory-control-buffered", "memory-control-streaming",
      "jackson-databind", "jackson-streaming", "jackson-streaming+gzip", "bson4jackson", "bson4jackson-streaming",
      "mongo-bson", "protobuf", "protobuf-delimited", "msgpack-core", "jackson-msgpack", "kryo",
      "tagged-binary-streaming", "corba-cdr", "soap", "soap-json");

  /** Heap a matrix cell takes in the source or a value read: a String of 16 Latin-1 bytes and its slot. */
  static final long BYTES_PER_CELL = 72;
  private static final Pattern SIZED = Pattern.compile("([a-z0-9-]+):(\\d+)x(\\d+)");

  private MemoryPlan() {}

  /**
   * Every cell: per data set and codec, the writes (discard, socket, jaxrs, then file, which leaves
   * the encoded file the reads then take), then the reads.
   */
  public static List<MemoryCell> cells(List<String> codecs, List<String> dataSets, List<Op> ops,
      List<Target> targets) {
    List<MemoryCell> out = new ArrayList<>();
    List<Target> writeOrder = List.of(Target.DISCARD, Target.SOCKET, Target.JAXRS, Target.FILE);
    List<Target> readOrder = List.of(Target.FILE, Target.SOCKET);
    for (String ds : dataSets) {
      for (String codec : codecs) {
        for (Op op : List.of(Op.WRITE, Op.READ)) {
          if (!ops.contains(op)) continue;
          for (Target t : op == Op.WRITE ? writeOrder : readOrder) {
            if (targets.contains(t)) out.add(new MemoryCell(codec, ds, op, t));
          }
        }
      }
    }
    return out;
  }

  /**
   * The data set a codec binds to for a read: the sized matrix at 1x1, so that binding (which
   * takes a sample value) does not make the source the read must do without.
   */
  public static String standIn(String dataSet) {
    if (UserClasses.isId(dataSet)) return UserClasses.withCopies(dataSet, 1); // the file's values once
    Matcher m = SIZED.matcher(dataSet);
    return m.matches() ? m.group(1) + ":1x1" : dataSet;
  }

  /**
   * Heap the source (or a value read) of a sized data set takes, or -1 when not sized; for the
   * user's classes ({@code class:FQCN*COPIES:PATH}) an estimate from the file's size and the copies.
   */
  public static long sourceBytes(String dataSet) {
    if (UserClasses.isId(dataSet)) return UserClasses.estimatedHeapBytes(dataSet);
    Matcher m = SIZED.matcher(dataSet);
    return m.matches() ? Long.parseLong(m.group(2)) * Long.parseLong(m.group(3)) * BYTES_PER_CELL : -1;
  }

  /**
   * Gaps and unavailable codecs, known without starting a JVM: each codec is bound here to the
   * data set's small stand-in. A gap is reported with its reason (never skipped in silence).
   */
  public static Map<MemoryCell, MemoryResult> preflight(List<Codec> codecs, List<MemoryCell> cells) {
    Map<String, String> gap = new HashMap<>();
    Map<String, MemoryResult.Status> status = new HashMap<>();
    for (MemoryCell c : cells) {
      String key = c.codec() + "|" + c.dataSet();
      if (gap.containsKey(key)) continue;
      Codec codec = codecs.stream().filter(x -> x.info().id().equals(c.codec())).findFirst().orElseThrow();
      String reason = Codecs.unavailableReason(codec).orElse(null);
      MemoryResult.Status s = MemoryResult.Status.FAILED;
      if (reason == null) {
        try {
          codec.bind(DataSets.require(standIn(c.dataSet())));
        } catch (UnsupportedDataSetException e) {
          reason = e.getMessage();
          s = MemoryResult.Status.GAP;
        } catch (CodecUnavailableException e) {
          reason = "unavailable: " + e.getMessage();
        }
      } else {
        reason = "unavailable: " + reason;
      }
      gap.put(key, reason);
      status.put(key, s);
    }
    Map<MemoryCell, MemoryResult> known = new LinkedHashMap<>();
    for (MemoryCell c : cells) {
      String key = c.codec() + "|" + c.dataSet();
      if (gap.get(key) != null) known.put(c, MemoryResult.of(c, status.get(key), gap.get(key)));
    }
    return known;
  }

  /**
   * The child heap for a data set when none is given: room for the source (or the value read)
   * twice over and 512 MiB, at least 512 MiB, at most {@code cap}.
   */
  public static long defaultHeap(List<String> dataSets, long cap) {
    long max = 1L << 30;
    for (String ds : dataSets) {
      long s = sourceBytes(ds);
      if (s > 0) max = Math.max(max, 2 * s + (512L << 20));
    }
    return Math.max(512L << 20, Math.min(cap, max));
  }

  /** The study's codecs that exist and can run here: the default selection. */
  public static List<io.wirebench.core.Codec> study(io.wirebench.core.Codecs registry) {
    List<io.wirebench.core.Codec> out = new java.util.ArrayList<>();
    for (String id : STUDY_CODECS) registry.find(id).ifPresent(out::add);
    return out;
  }
}
