package io.wirebench.core;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;

/**
 * The gate every (codec, data set) pair passes before it is timed: write the data set, read it
 * back, compare deeply with the original, and for JSON also parse the output with the reference
 * parser and compare it, as a tree, with the reference encoding. Then every other target the
 * benchmarks time for this binding ({@link Binding#timedWriteTargets},
 * {@link Binding#timedReadTargets}) is proven the same way: each read target is fed the byte[]
 * encoding just proven and must give back the sample; each write target's output is read back
 * through the matching proven path (String and Writer through {@code readString}, stream and file
 * through {@code readBytes}). A codec that says it refuses trailing bytes must fail to read its
 * encoding followed by {@link #GARBAGE}.
 *
 * <p>A read-only codec ({@link CodecInfo#readsOnly}) has no encoding of its own: it is fed the
 * reference JSON encoding of the data set ({@link #bytesToRead}), which it must read back equal to
 * the sample through every timed read target, and refuse when followed by garbage if it says so;
 * nothing is written, so {@code write} is never called.
 *
 * <p>Numbers in the JSON comparison are compared as the type their field holds
 * ({@link Diff#compareJson}): a {@code double} written in other digits that read back as the same
 * double passes, with a {@link #NUMBER_NOTE} in the pass's message.
 *
 * <p>A dialect codec ({@link CodecInfo#isDialect}) round-trips like any other, but its JSON is not
 * compared with the reference JSON (it is another convention on purpose), and its pass says it is a
 * dialect ({@link #DIALECT_PASS}). The interop check ({@code wirebench check interop}) shows who
 * else can read its bytes.
 */
public final class RoundTripGate {
  /** Appended to an encoding to check that a decoder refuses trailing bytes. */
  public static final byte[] GARBAGE = {1, 2, 3};
  /** The message of a read-only codec's pass: its size is the reference encoding's, not its own. */
  public static final String READ_ONLY_PASS = "read only: read the reference JSON encoding (the size "
      + "shown), wrote nothing";

  /**
   * How the note on a pass begins when the codec wrote numbers in other digits than the reference
   * JSON that read back as the same value of their field's type ({@link Diff#compareJson}); the
   * count and the first such number follow.
   */
  public static final String NUMBER_NOTE = "note: numbers written in other digits than the reference JSON, "
      + "the same value as their field's type holds: ";

  /** How the message of a dialect codec's pass begins; the dialect's own words follow. */
  public static final String DIALECT_PASS = "dialect, not the standard form of its format: ";

  private RoundTripGate() {}

  /**
   * The message of a pass: empty for most codecs; for a read-only codec {@link #READ_ONLY_PASS};
   * for a dialect {@link #DIALECT_PASS} and how its bytes differ (its JSON was not compared with the
   * reference JSON, which it is not meant to equal).
   */
  public static String passMessage(CodecInfo info) {
    if (info.readsOnly()) return READ_ONLY_PASS;
    if (info.isDialect()) {
      return DIALECT_PASS + info.dialect() + ("JSON".equals(info.format()) && info.textual()
          ? " (its output was not compared with the reference JSON)" : "");
    }
    return "";
  }

  /** Whether a verdict is a pass with a {@link #NUMBER_NOTE}. */
  public static boolean hasNumberNote(Verdict v) {
    return v.passed() && v.message() != null && v.message().contains(NUMBER_NOTE);
  }

  /** Whether a verdict is a dialect codec's pass. */
  public static boolean isDialectPass(Verdict v) {
    return v.passed() && v.message() != null && v.message().startsWith(DIALECT_PASS);
  }

  /**
   * Checks one pair on every target its cells time (bytes, String, streams, Writer, Reader,
   * file); never throws for a codec's failure, which becomes the verdict.
   */
  public static Verdict check(Codec codec, DataSet<?> dataSet) {
    return check(codec, dataSet, Depth.EVERY_TARGET);
  }

  /**
   * Checks one pair on the byte[] path only: write, read back, compare, the reference JSON and
   * trailing bytes. For the contract test's large data sets, whose every target the run-time gate
   * proves before any cell on them is timed; {@link #check} proves every target.
   */
  public static Verdict checkBytes(Codec codec, DataSet<?> dataSet) {
    return check(codec, dataSet, Depth.BYTES);
  }

  /**
   * Checks one pair's round trip on the byte[] path and nothing else: write, read back, compare.
   * For the contract test's large data sets, whose models its smaller data sets prove against the
   * reference JSON and for trailing bytes ({@link #checkBytes}); the run-time gate proves all of it
   * on the large ones too before they are timed.
   */
  public static Verdict checkRoundTrip(Codec codec, DataSet<?> dataSet) {
    return check(codec, dataSet, Depth.ROUND_TRIP);
  }

  /** How much of a pair {@link #check} proves. */
  private enum Depth { ROUND_TRIP, BYTES, EVERY_TARGET }

  private static Verdict check(Codec codec, DataSet<?> dataSet, Depth depth) {
    Bound bound = bind(codec, dataSet);
    if (bound.verdict() != null) return bound.verdict();
    CodecInfo info = codec.info();
    String id = info.id();
    String ds = dataSet.id();
    Binding<Object> binding = bound.binding();
    Object sample = binding.sample();
    byte[] bytes;
    try {
      bytes = bytesToRead(info, binding);
    } catch (Throwable e) {
      return fail(id, ds, info.readsOnly() ? "reference" : "write", e, -1);
    }
    Object back;
    try {
      back = binding.readBytes(bytes);
    } catch (Throwable e) {
      return fail(id, ds, "read", e, bytes.length);
    }
    Optional<Diff.Difference> d = dataSet.compare(sample, back);
    if (d.isPresent()) {
      return new Verdict(id, ds, Verdict.Status.FAIL, "compare",
          "value read back differs " + d.get(), bytes.length);
    }
    if (depth == Depth.ROUND_TRIP) return new Verdict(id, ds, Verdict.Status.PASS, null, passMessage(info), bytes.length);
    String note = "";
    if (info.textual() && "JSON".equals(info.format()) && !info.readsOnly() && !info.isDialect()) {
      try {
        Diff.JsonComparison j = Diff.compareJson(dataSet.jsonReference(), Json.parseUntyped(bytes));
        if (j.difference().isPresent()) {
          return new Verdict(id, ds, Verdict.Status.FAIL, "json",
              "output differs from the reference JSON " + j.difference().get(), bytes.length);
        }
        if (j.notes() > 0) note = NUMBER_NOTE + j.describeNotes();
      } catch (Throwable e) {
        return fail(id, ds, "json", e, bytes.length);
      }
    }
    if (info.refusesTrailingBytes() && readsTrailingGarbage(binding, bytes)) {
      return new Verdict(id, ds, Verdict.Status.FAIL, "trailing", "read its encoding followed by "
          + GARBAGE.length + " garbage bytes without an error, though its CodecInfo says it "
          + "refuses trailing bytes", bytes.length);
    }
    String passed = passMessage(info);
    if (!note.isEmpty()) passed = passed.isEmpty() ? note : passed + "; " + note;
    if (depth == Depth.BYTES) return new Verdict(id, ds, Verdict.Status.PASS, null, passed, bytes.length);
    for (Target t : binding.timedReadTargets(info)) {
      if (t == Target.BYTES) continue;
      String problem = problem(dataSet, sample, () -> readFrom(binding, t, bytes, info.textual()),
          "reading from " + noun(t, false), "value read from " + noun(t, false) + " differs ");
      if (problem != null) return new Verdict(id, ds, Verdict.Status.FAIL, t.label(), problem, bytes.length);
    }
    for (Target t : binding.timedWriteTargets(info)) {
      if (t == Target.BYTES) continue;
      String problem = problem(dataSet, sample, () -> writeAndReadBack(binding, t, sample),
          "writing to " + noun(t, true), "value written to " + noun(t, true) + " and read back differs ");
      if (problem != null) return new Verdict(id, ds, Verdict.Status.FAIL, t.label(), problem, bytes.length);
    }
    return new Verdict(id, ds, Verdict.Status.PASS, null, passed, bytes.length);
  }

  /**
   * Checks the one path a benchmark cell times, and nothing else: for a cell that reads, the
   * encoding it will be fed ({@link #textToRead} for a String or Reader, {@link #bytesToRead}
   * otherwise) read through {@code target} must give back the sample; for a cell that writes, the
   * sample written through {@code target} and read back (String and Writer through {@code readString}, the rest through {@code readBytes}) must too.
   *
   * <p>This is the gate a benchmark fork runs on itself before timing, after the full gate
   * ({@link #check}: every target, the reference JSON, trailing bytes) has passed on the same JVM
   * and class path. It touches no other target on purpose: reading through a byte[] in a fork that
   * times reads from a String leaves a second parser class in the library's type profile, and the
   * JIT then compiles the timed String path less well (jackson-databind read from a String measured
   * 9% slower than a direct call with the full gate in the fork, 1% faster without it).
   */
  public static Verdict checkCell(Codec codec, DataSet<?> dataSet, boolean writes, boolean reads, Target target) {
    Bound b = bind(codec, dataSet);
    if (b.verdict() != null) return b.verdict();
    String problem = null;
    if (reads) {
      problem = problem(dataSet, b.sample(), () -> readInput(codec.info(), b.binding(), target),
          "reading from " + noun(target, false), "value read from " + noun(target, false) + " differs ");
    }
    if (problem == null && writes && !codec.info().readsOnly()) {
      problem = problem(dataSet, b.sample(), () -> writeAndReadBack(b.binding(), target, b.sample()),
          "writing to " + noun(target, true), "value written to " + noun(target, true) + " and read back differs ");
    }
    return problem != null ? new Verdict(codec.info().id(), dataSet.id(), Verdict.Status.FAIL, target.label(),
        problem, -1) : new Verdict(codec.info().id(), dataSet.id(), Verdict.Status.PASS, null, passMessage(codec.info()),
        -1);
  }

  /**
   * Checks the {@code access} path of one pair before it is timed: the encoding the benchmark reads
   * ({@link #bytesToRead}) is visited with {@link Binding#access}, and what is visited must be the
   * data set's scalars ({@link FieldSink.Collecting#mismatch}). A fail's phase is {@code access}; a
   * binding without an access path fails too (nothing to time), saying so.
   */
  public static Verdict checkAccess(Codec codec, DataSet<?> dataSet) {
    Bound b = bind(codec, dataSet);
    if (b.verdict() != null) return b.verdict();
    return verdict(codec, dataSet, "access", accessProblem(codec.info(), b.binding()));
  }

  /**
   * Checks the partial read of one pair before it is timed: {@link Binding#readPartial} of the
   * encoding the benchmark reads must give the data set's value at its partial path, compared as
   * text ({@link DataSet#partialText}, {@link DataSet#partialExpected}). A fail's phase is {@code partial}.
   */
  public static Verdict checkPartial(Codec codec, DataSet<?> dataSet) {
    Bound b = bind(codec, dataSet);
    if (b.verdict() != null) return b.verdict();
    return verdict(codec, dataSet, "partial", partialProblem(codec.info(), b.binding()));
  }

  /** What is wrong with a binding's access path, or null when it visits exactly the data set's scalars. */
  public static String accessProblem(CodecInfo info, Binding<Object> binding) {
    if (!binding.hasAccess()) return "the adapter has no access path (Binding.access)";
    FieldSink.Collecting sink = new FieldSink.Collecting();
    try {
      binding.access(bytesToRead(info, binding), sink);
    } catch (Throwable e) {
      return "access: " + describe(e);
    }
    return sink.mismatch(binding.dataSet());
  }

  /** What is wrong with a binding's partial read, or null when it gives the expected value. */
  public static String partialProblem(CodecInfo info, Binding<Object> binding) {
    DataSet<?> ds = binding.dataSet();
    String path = ds.partialPath();
    Object got;
    try {
      got = binding.readPartial(bytesToRead(info, binding));
    } catch (Throwable e) {
      return "partial read of " + path + " (" + binding.partialMethod() + "): " + describe(e);
    }
    String text = DataSet.partialText(got);
    String want = ds.partialExpected();
    return text.equals(want) ? null : "partial read of " + path + " (" + binding.partialMethod() + ") gave "
        + quoted(text) + " where " + ds.id() + " holds " + quoted(want);
  }

  private static String quoted(String s) {
    return "\"" + (s.length() > 60 ? s.substring(0, 60) + "..." : s) + "\"";
  }

  private static Verdict verdict(Codec codec, DataSet<?> dataSet, String phase, String problem) {
    return problem != null ? new Verdict(codec.info().id(), dataSet.id(), Verdict.Status.FAIL, phase, problem, -1)
        : new Verdict(codec.info().id(), dataSet.id(), Verdict.Status.PASS, null, passMessage(codec.info()), -1);
  }

  /** A pair's binding, or the verdict of a pair that cannot be bound (a gap, unavailable, failed). */
  private record Bound(Binding<Object> binding, Verdict verdict) {
    /** The value the binding round-trips. */
    Object sample() {
      return binding.sample();
    }
  }

  private static Bound bind(Codec codec, DataSet<?> dataSet) {
    String id = codec.info().id();
    String ds = dataSet.id();
    try {
      return new Bound(Binding.erase(codec.bind(dataSet)), null);
    } catch (UnsupportedDataSetException e) {
      return new Bound(null, new Verdict(id, ds, Verdict.Status.GAP, null, e.getMessage(), -1));
    } catch (CodecUnavailableException e) {
      return new Bound(null, new Verdict(id, ds, Verdict.Status.UNAVAILABLE, null, e.getMessage(), -1));
    } catch (Throwable e) {
      return new Bound(null, fail(id, ds, "bind", e, -1));
    }
  }

  /** Reads the encoding a cell reading through {@code t} is fed, through {@code t}. */
  private static Object readInput(CodecInfo info, Binding<Object> b, Target t) throws IOException {
    if (t == Target.STRING) return b.readString(textToRead(info, b));
    if (t == Target.READER) return b.readChars(new StringReader(textToRead(info, b)));
    return readFrom(b, t, bytesToRead(info, b), info.textual());
  }

  /**
   * The text a binding's String and Reader reads are fed by a benchmark: its own String encoding
   * of the sample ({@code writeString}, so that preparing it touches no byte[] path), or for a
   * read-only codec the reference JSON encoding as text.
   */
  public static String textToRead(CodecInfo info, Binding<Object> binding) throws IOException {
    return info.readsOnly() ? new String(bytesToRead(info, binding), StandardCharsets.UTF_8)
        : binding.writeString(binding.sample());
  }

  /**
   * The bytes a binding's reads are fed (by this gate, the read benchmarks, the contract test): its
   * own byte[] encoding of the sample, or for a read-only codec the reference JSON encoding of the
   * data set, which is the only place a read-only codec's input can come from.
   */
  public static byte[] bytesToRead(CodecInfo info, Binding<Object> binding) throws IOException {
    return info.readsOnly() ? Json.write(binding.dataSet().value()) : binding.writeBytes(binding.sample());
  }

  /** True when the binding reads {@code bytes} followed by {@link #GARBAGE} without an error. */
  static boolean readsTrailingGarbage(Binding<Object> binding, byte[] bytes) {
    byte[] padded = Arrays.copyOf(bytes, bytes.length + GARBAGE.length);
    System.arraycopy(GARBAGE, 0, padded, bytes.length, GARBAGE.length);
    try {
      binding.readBytes(padded);
      return true;
    } catch (Throwable expected) {
      return false;
    }
  }

  /**
   * Reads a value through one target, fed the byte[] encoding (as UTF-8 text for text targets
   * of a text format; a binary format's native text targets are fed its own String).
   */
  public static Object readFrom(Binding<Object> b, Target t, byte[] bytes, boolean textual)
      throws IOException {
    switch (t) {
      case BYTES: return b.readBytes(bytes);
      case STREAM: return b.read(new ByteArrayInputStream(bytes));
      case STRING: return b.readString(text(b, bytes, textual));
      case READER: return b.readChars(new StringReader(text(b, bytes, textual)));
      case FILE: return inTempFile(".in", f -> {
        Files.write(f, bytes);
        return b.readFile(f);
      });
      default: throw new IllegalArgumentException("cannot read from " + t);
    }
  }

  /** Writes a value through one target and returns what it wrote, as bytes (text as UTF-8). */
  public static byte[] writeTo(Binding<Object> b, Target t, Object value) throws IOException {
    switch (t) {
      case BYTES: return b.writeBytes(value);
      case STRING: return b.writeString(value).getBytes(StandardCharsets.UTF_8);
      case WRITER:
        StringWriter w = new StringWriter();
        b.writeChars(value, w);
        return w.toString().getBytes(StandardCharsets.UTF_8);
      case STREAM:
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        b.write(value, out);
        return out.toByteArray();
      case FILE: return inTempFile(".out", f -> {
        b.writeFile(value, f);
        return Files.readAllBytes(f);
      });
      default: throw new IllegalArgumentException("cannot write to " + t);
    }
  }

  /** Work on a temporary file, deleted afterwards whatever happens. */
  private interface FileWork<T> {
    T on(Path file) throws IOException;
  }

  private static <T> T inTempFile(String suffix, FileWork<T> work) throws IOException {
    Path f = Files.createTempFile("wirebench-gate-", suffix);
    try {
      return work.on(f);
    } finally {
      Files.deleteIfExists(f);
    }
  }

  private static Object writeAndReadBack(Binding<Object> b, Target t, Object value) throws IOException {
    if (t == Target.STRING) return b.readString(b.writeString(value));
    if (t == Target.WRITER) {
      StringWriter w = new StringWriter();
      b.writeChars(value, w);
      return b.readString(w.toString());
    }
    return b.readBytes(writeTo(b, t, value));
  }

  private static String text(Binding<Object> b, byte[] bytes, boolean textual) throws IOException {
    return textual ? new String(bytes, StandardCharsets.UTF_8) : b.writeString(b.sample());
  }

  /** How people name a target: "a Writer", "an InputStream". */
  public static String noun(Target t, boolean write) {
    switch (t) {
      case STRING: return "a String";
      case WRITER: return "a Writer";
      case READER: return "a Reader";
      case STREAM: return write ? "an OutputStream" : "an InputStream";
      case BYTES: return "a byte[]";
      case FILE: return "a file";
      default: return t.label();
    }
  }

  private interface Step {
    Object run() throws Exception;
  }

  /** What went wrong in one step, or null when it gave back a value equal to the sample. */
  private static String problem(DataSet<?> dataSet, Object sample, Step step, String doing, String differs) {
    Object back;
    try {
      back = step.run();
    } catch (Throwable e) {
      return doing + ": " + describe(e);
    }
    return dataSet.compare(sample, back).map(d -> differs + d).orElse(null);
  }

  private static Verdict fail(String id, String ds, String phase, Throwable e, long size) {
    return new Verdict(id, ds, Verdict.Status.FAIL, phase, describe(e), size);
  }

  /** A one-line account of an exception and its root cause, for people. */
  public static String describe(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String s = e.getClass().getSimpleName() + ": " + firstLine(e.getMessage());
    if (root != e) {
      s += " (caused by " + root.getClass().getSimpleName() + ": " + firstLine(root.getMessage()) + ")";
    }
    return s;
  }

  private static String firstLine(String m) {
    if (m == null) return "";
    String line = m.lines().findFirst().orElse("");
    return line.length() > 300 ? line.substring(0, 297) + "..." : line;
  }
}
