package io.wirebench.codecs.json;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.FieldSink;
import io.wirebench.core.RoundTripGate;
import java.util.ArrayList;
import java.util.List;

/**
 * What the gate will ask of a lazy reader's access and partial read, on one data set: the bytes
 * the gate reads (the codec's own encoding, or the reference JSON for a read-only codec), access
 * visiting exactly the data set's scalars, and the partial read returning the path's value. A
 * {@code main} too, so that a JDK 25 child can run it for simdjson-java when the tests run on 17.
 */
final class LazyReaderCheck {
  private LazyReaderCheck() {}

  /** Null when access and the partial read are right on {@code dataSetId}; else what is wrong. */
  static String problems(Codec codec, String dataSetId) throws Exception {
    return problems(codec, DataSets.require(dataSetId));
  }

  /** Null when access and the partial read are right on {@code ds}; else what is wrong. */
  static String problems(Codec codec, DataSet<?> ds) throws Exception {
    Binding<Object> b = Binding.erase(codec.bind(ds));
    List<String> wrong = new ArrayList<>();
    if (!b.hasAccess()) wrong.add("no access override");
    if (!b.hasPartial() || b.partialMethod().equals("full decode")) wrong.add("no partial read of its own");
    byte[] bytes = RoundTripGate.bytesToRead(codec.info(), b);
    FieldSink.Collecting seen = new FieldSink.Collecting();
    b.access(bytes, seen);
    String mismatch = seen.mismatch(ds);
    if (mismatch != null) wrong.add(mismatch);
    String got = DataSet.partialText(b.readPartial(bytes));
    if (!got.equals(ds.partialExpected())) {
      wrong.add("partial read of " + ds.partialPath() + " gave " + got + ", expected " + ds.partialExpected());
    }
    return wrong.isEmpty() ? null : String.join("; ", wrong);
  }

  /** One line per data set: {@code ok ID ...} or {@code FAIL ID: ...}; exit 1 when any fails. */
  public static void main(String[] args) throws Exception {
    Codec codec = (Codec) Class.forName(args[0]).getConstructor().newInstance();
    boolean failed = false;
    for (int i = 1; i < args.length; i++) {
      String p;
      try {
        p = problems(codec, args[i]);
      } catch (Exception | Error e) {
        p = e.toString();
      }
      failed |= p != null;
      DataSet<?> ds = DataSets.require(args[i]);
      System.out.println(p == null
          ? "ok " + args[i] + " " + ds.partialPath() + "=" + ds.partialExpected() + " on " + Runtime.version()
          : "FAIL " + args[i] + ": " + p);
    }
    System.exit(failed ? 1 : 0);
  }
}
