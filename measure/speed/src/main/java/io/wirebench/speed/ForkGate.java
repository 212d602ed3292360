package io.wirebench.speed;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.analysis.Pair;
import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Target;
import io.wirebench.core.Verdict;
import io.wirebench.harness.ChildJvm;
import io.wirebench.harness.ForkClasspath;
import io.wirebench.harness.JvmInfo;
import io.wirebench.records.Sizes;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeoutException;

/**
 * The round-trip gate of one codec, run in the JVM the forks will use. A codec that cannot run in
 * wirebench's own JVM (simdjson-java needs JDK 24+ with the Vector API) may run in the forks'
 * JVM ({@code --jvm}); the gate and the plan must then ask that JVM, not this one, or the codec
 * would be reported unavailable, or timed without proof. The parent starts {@link #main} on the
 * forks' JVM with the forks' flags and the codec's own, over the same class path, and reads one
 * line per data set: the verdict, the pair's native targets and its access and partial reads, and
 * the failed checks of those reads when the run times them ({@link #OPS_PROPERTY}).
 */
public final class ForkGate {
  /** Marks the child's result lines, so that anything a library prints to stdout is ignored. */
  static final String MARK = "wirebench-fork-gate ";
  /**
   * The child's flag that names the operations whose own paths it checks too (access, partial), as
   * the parent does for the pairs it gates itself ({@link Gate#checkOps}).
   */
  public static final String OPS_PROPERTY = "-Dwirebench.gate.ops=";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long TIMEOUT_MINUTES = 15;

  /**
   * One pair's result from the child.
   *
   * @param verdict the gate's verdict, as the child found it
   * @param write native write targets (empty unless it passed)
   * @param read native read targets (empty unless it passed)
   * @param sizes the encoding's size, raw ({@code "raw"}) and by compressor label, measured in the
   *     child for a pair that passed and writes (null otherwise)
   * @param access whether the binding has an access path (null: false)
   * @param partialMethod how it reads the partial field, or null when it cannot
   * @param noPartial why it cannot, or null
   * @param opFailures the failed checks of the operations {@link #OPS_PROPERTY} names (null: none)
   */
  record Line(Verdict verdict, Set<Target> write, Set<Target> read, Map<String, Long> sizes, Boolean access,
      String partialMethod, String noPartial, List<Verdict> opFailures) {}

  /**
   * The gate's verdicts for one codec on every data set, with the native targets of each pair
   * that passed.
   */
  public record Result(List<Verdict> verdicts, Map<Pair, NativeTargets> natives, List<Sizes.Row> sizes,
      List<Verdict> opFailures) {
    public Result(List<Verdict> verdicts, Map<Pair, NativeTargets> natives) {
      this(verdicts, natives, List.of(), List.of());
    }
  }

  private ForkGate() {}

  /**
   * Gates a codec in another JVM. Never throws for the codec's sake: a child that cannot start,
   * fails or times out makes every pair unavailable, with the reason and the child's last words.
   *
   * @param jvm the forks' JVM
   * @param flags the forks' flags (heap, the JDK's access flags, --jvm-arg) and the codec's own
   */
  public static Result check(JvmInfo jvm, List<String> flags, Codec codec, List<DataSet<?>> datasets) {
    return check(jvm, flags, null, codec, datasets);
  }

  /**
   * Gates a codec in another JVM with the class path of its forks.
   *
   * @param classpath the forks' class path ({@link ForkClasspath}); null for this JVM's
   */
  public static Result check(JvmInfo jvm, List<String> flags, List<Path> classpath, Codec codec,
      List<DataSet<?>> datasets) {
    String cp = null; // this JVM's, with the user's classes
    if (classpath != null) {
      List<Path> all = new ArrayList<>(classpath);
      // the child's own code: this class (the speed module), the records it sizes with, the harness
      // (JvmInfo) and the analysis (Pair) it names what it finds with
      for (Class<?> c : List.of(ForkGate.class, Sizes.class, JvmInfo.class, Pair.class)) {
        Path here = ForkClasspath.locationOf(c);
        if (!all.contains(here)) all.add(here);
      }
      cp = ForkClasspath.join(all);
    }
    List<String> args = new ArrayList<>(List.of(codec.info().id()));
    for (DataSet<?> ds : datasets) args.add(ds.id());
    try (ChildJvm child = ChildJvm.start(ChildJvm.command(jvm.java(), flags, cp, ForkGate.class, args), null, false,
        MARK)) {
      List<Verdict> verdicts = new ArrayList<>();
      Map<Pair, NativeTargets> natives = new LinkedHashMap<>();
      List<Sizes.Row> sizes = new ArrayList<>();
      List<Verdict> opFailures = new ArrayList<>();
      for (ChildJvm.Line line : child.readToEnd(Duration.ofMinutes(TIMEOUT_MINUTES))) {
        Line l = JSON.readValue(line.body(), Line.class);
        verdicts.add(l.verdict());
        if (l.sizes() != null && l.sizes().containsKey("raw")) {
          Map<String, Long> z = new LinkedHashMap<>(l.sizes());
          long raw = z.remove("raw");
          sizes.add(new Sizes.Row(l.verdict().dataset(), codec.info().id(), codec.info().format(), raw, z,
              codec.info().notes()));
        }
        if (l.verdict().passed()) {
          natives.put(new Pair(l.verdict().codec(), l.verdict().dataset()), new NativeTargets(l.write(), l.read(),
              Boolean.TRUE.equals(l.access()), l.partialMethod(), l.noPartial()));
        }
        if (l.opFailures() != null) opFailures.addAll(l.opFailures());
      }
      if (child.exitValue() != 0 || verdicts.size() != datasets.size()) {
        List<String> words = child.lastWords(3);
        return failed(codec, datasets, jvm, "exited with " + child.exitValue() + " after " + verdicts.size() + " of "
            + datasets.size() + " data sets" + (words.isEmpty() ? "" : ": " + String.join(" / ", words)));
      }
      return new Result(verdicts, natives, sizes, opFailures);
    } catch (TimeoutException e) {
      return failed(codec, datasets, jvm, "did not finish in " + TIMEOUT_MINUTES + " minutes");
    } catch (IOException e) {
      return failed(codec, datasets, jvm, "could not be run: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return failed(codec, datasets, jvm, "was interrupted");
    }
  }

  private static Result failed(Codec codec, List<DataSet<?>> datasets, JvmInfo jvm, String what) {
    List<Verdict> v = new ArrayList<>();
    for (DataSet<?> ds : datasets) {
      v.add(new Verdict(codec.info().id(), ds.id(), Verdict.Status.UNAVAILABLE, null,
          "the gate in the forks' JVM (" + jvm.java() + ", " + jvm.version() + ") " + what, -1));
    }
    return new Result(v, Map.of());
  }

  /**
   * A result line as a tree, not a record: the child may run Jackson 2.8 (a fork of
   * {@code jackson-databind@2.8.5}), which cannot write records; the parent reads it as a {@link Line}.
   */
  private static com.fasterxml.jackson.databind.node.ObjectNode line(Verdict v, NativeTargets n, Sizes.Row size,
      List<Verdict> opFailures) {
    var line = JSON.createObjectNode();
    verdict(v, line.putObject("verdict"));
    line.put("access", n.access());
    line.put("partialMethod", n.partialMethod());
    line.put("noPartial", n.noPartial());
    var failures = line.putArray("opFailures");
    for (Verdict f : opFailures) verdict(f, failures.addObject());
    var write = line.putArray("write");
    for (Target t : n.write()) write.add(t.name());
    var read = line.putArray("read");
    for (Target t : n.read()) read.add(t.name());
    if (size != null) {
      var sizes = line.putObject("sizes");
      sizes.put("raw", size.raw());
      size.compressed().forEach(sizes::put);
    }
    return line;
  }

  private static void verdict(Verdict v, com.fasterxml.jackson.databind.node.ObjectNode o) {
    o.put("codec", v.codec());
    o.put("dataset", v.dataset());
    o.put("status", v.status().name());
    o.put("phase", v.phase());
    o.put("message", v.message());
    o.put("encodedSize", v.encodedSize());
  }

  /**
   * The child: gates {@code args[0]} on the data sets {@code args[1..]} and prints one marked JSON
   * line per data set.
   */
  public static void main(String[] args) {
    PrintStream out = System.out;
    try {
      Codecs codecs = Codecs.load();
      if (codecs.find(args[0]).isEmpty()) {
        // a codec whose class cannot load against this class path (another library version)
        for (String e : codecs.loadErrors()) System.err.println("cannot load a codec: " + e);
      }
      Codec codec = codecs.require(args[0]);
      boolean version = io.wirebench.core.CodecVariant.parse(args[0]).version() != null;
      String opsProperty = OPS_PROPERTY.substring(2, OPS_PROPERTY.length() - 1);
      List<io.wirebench.records.Operation> ops = new ArrayList<>();
      for (String op : System.getProperty(opsProperty, "").split(",")) {
        if (!op.isEmpty()) ops.add(io.wirebench.records.Operation.of(op));
      }
      for (int i = 1; i < args.length; i++) {
        DataSet<?> ds = DataSets.require(args[i]);
        Verdict v = RoundTripGate.check(codec, ds);
        if (version && !v.passed()) {
          // the verdict names the version that failed: an adapter may not link against an old one
          v = new Verdict(v.codec(), v.dataset(), v.status(), v.phase(), "with " + codec.info().library() + " "
              + codec.info().version() + ": " + v.message(), v.encodedSize());
        }
        NativeTargets n = v.passed() ? NativeTargets.of(codec.bind(ds)) : new NativeTargets(Set.of(), Set.of());
        // sized here, where the forks' library version and class path are
        Sizes.Row size = v.passed() && !codec.info().readsOnly()
            ? Sizes.measure(List.of(codec), List.of(ds), List.of(v)).get(0) : null;
        List<Verdict> opFailures = v.passed() && !ops.isEmpty() ? Gate.checkOps(codec, ds, ops) : List.of();
        out.println(MARK + JSON.writeValueAsString(line(v, n, size, opFailures)));
        out.flush();
      }
    } catch (Throwable e) {
      // one line for the parent's message; the gate itself never throws for a codec's failure
      System.err.println(RoundTripGate.describe(e));
      System.exit(1);
    }
  }
}
