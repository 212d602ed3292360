package io.wirebench.core;

import java.util.Optional;

/**
 * The gate every (codec, data set) pair passes before it is timed: write the data set, read it
 * back, compare deeply with the original, and for JSON also parse the output with the reference
 * parser and compare it, as a tree, with the reference encoding. Text codecs are checked through
 * their String targets too.
 */
public final class RoundTripGate {
  private RoundTripGate() {}

  /** Checks one pair; never throws for a codec's failure, which becomes the verdict. */
  public static Verdict check(Codec codec, DataSet<?> dataSet) {
    String id = codec.info().id();
    String ds = dataSet.id();
    Binding<Object> binding;
    try {
      binding = cast(codec.bind(dataSet));
    } catch (UnsupportedDataSetException e) {
      return new Verdict(id, ds, Verdict.Status.GAP, null, e.getMessage(), -1);
    } catch (CodecUnavailableException e) {
      return new Verdict(id, ds, Verdict.Status.UNAVAILABLE, null, e.getMessage(), -1);
    } catch (Throwable e) {
      return fail(id, ds, "bind", e, -1);
    }
    Object sample = binding.sample();
    byte[] bytes;
    try {
      bytes = binding.writeBytes(sample);
    } catch (Throwable e) {
      return fail(id, ds, "write", e, -1);
    }
    Object back;
    try {
      back = binding.readBytes(bytes);
    } catch (Throwable e) {
      return fail(id, ds, "read", e, bytes.length);
    }
    Optional<Diff.Difference> d = Diff.first(sample, back);
    if (d.isPresent()) {
      return new Verdict(id, ds, Verdict.Status.FAIL, "compare",
          "value read back differs " + d.get(), bytes.length);
    }
    if (codec.info().textual() && "JSON".equals(codec.info().format())) {
      try {
        Optional<Diff.Difference> j = Diff.firstJson(dataSet.untyped(), Json.parseUntyped(bytes));
        if (j.isPresent()) {
          return new Verdict(id, ds, Verdict.Status.FAIL, "json",
              "output differs from the reference JSON " + j.get(), bytes.length);
        }
      } catch (Throwable e) {
        return fail(id, ds, "json", e, bytes.length);
      }
    }
    if (codec.info().textual()) {
      try {
        Object viaString = binding.readString(binding.writeString(sample));
        Optional<Diff.Difference> s = Diff.first(sample, viaString);
        if (s.isPresent()) {
          return new Verdict(id, ds, Verdict.Status.FAIL, "compare",
              "value written and read as a String differs " + s.get(), bytes.length);
        }
      } catch (Throwable e) {
        return fail(id, ds, "string", e, bytes.length);
      }
    }
    return new Verdict(id, ds, Verdict.Status.PASS, null, "", bytes.length);
  }

  @SuppressWarnings("unchecked")
  static Binding<Object> cast(Binding<?> b) {
    return (Binding<Object>) b;
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
