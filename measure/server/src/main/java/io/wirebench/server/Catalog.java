package io.wirebench.server;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import io.wirebench.core.Diff;
import io.wirebench.core.RoundTripGate;
import io.wirebench.core.Target;
import io.wirebench.core.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the generic provider serves: a {@link BindingPool} for every (codec, data set) pair that
 * passed the round-trip gate in this JVM, the server's own. A pair that failed is kept with its
 * verdict, which the server answers with instead of serving it (and which {@code /_admin/gate}
 * lists), so a gap or failure is reported, never silently skipped.
 */
public final class Catalog {
  private final Map<String, BindingPool> pools = new LinkedHashMap<>();
  private final Map<String, byte[]> encoded = new LinkedHashMap<>();
  private final List<Verdict> verdicts = new ArrayList<>();

  /** Gates and binds every pair; never throws for a codec's failure. */
  Catalog(List<Codec> codecs, List<DataSet<?>> dataSets) {
    for (DataSet<?> ds : dataSets) {
      for (Codec c : codecs) {
        Verdict v = RoundTripGate.checkBytes(c, ds);
        if (v.passed() && c.info().readsOnly()) {
          // a provider must write the responses, and a read-only codec writes nothing
          v = new Verdict(c.info().id(), ds.id(), Verdict.Status.GAP, null,
              "read only: it cannot write the responses", v.encodedSize());
        }
        if (v.passed()) v = checkStreams(c, ds, v);
        verdicts.add(v);
      }
    }
  }

  private Verdict checkStreams(Codec c, DataSet<?> ds, Verdict passed) {
    String id = c.info().id();
    try {
      BindingPool pool = new BindingPool(c, ds);
      Binding<Object> b = pool.borrow();
      Object sample = pool.sample();
      byte[] bytes = RoundTripGate.writeTo(b, Target.STREAM, sample);
      Optional<Diff.Difference> d = Diff.first(sample, b.readBytes(bytes));
      if (d.isEmpty()) d = Diff.first(sample, RoundTripGate.readFrom(b, Target.STREAM, bytes, c.info().textual()));
      pool.giveBack(b);
      if (d.isPresent()) {
        return new Verdict(id, ds.id(), Verdict.Status.FAIL, "stream", "value written to an OutputStream "
            + "and read back from an InputStream differs " + d.get(), bytes.length);
      }
      pools.put(key(id, ds.id()), pool);
      encoded.put(key(id, ds.id()), bytes);
      return passed;
    } catch (Throwable e) {
      return new Verdict(id, ds.id(), Verdict.Status.FAIL, "stream", RoundTripGate.describe(e), passed.encodedSize());
    }
  }

  /** A pair's key: the codec and the data set's route segment, so that the route finds it ({@link HttpCell#segment}). */
  static String key(String codec, String dataSet) {
    return codec + "/" + HttpCell.segment(dataSet);
  }

  /** The pool of a pair that passed the gate, or empty. */
  Optional<BindingPool> pool(String codec, String dataSet) {
    return Optional.ofNullable(pools.get(key(codec, dataSet)));
  }

  /** The gate's verdict on a pair, or empty when the server was not asked to serve it. */
  Optional<Verdict> verdict(String codec, String dataSet) {
    String segment = HttpCell.segment(dataSet);
    return verdicts.stream().filter(v -> v.codec().equals(codec) && HttpCell.segment(v.dataset()).equals(segment))
        .findFirst();
  }

  /** The encoding the gate proved, which the raw baseline serves. */
  Optional<byte[]> encoded(String codec, String dataSet) {
    return Optional.ofNullable(encoded.get(key(codec, dataSet)));
  }

  public List<Verdict> verdicts() {
    return List.copyOf(verdicts);
  }
}
