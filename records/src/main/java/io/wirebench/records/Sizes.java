package io.wirebench.records;

import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.Compressor;
import io.wirebench.core.DataSet;
import io.wirebench.core.Verdict;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Bytes on the wire: each codec's encoding of each data set, raw and after every compressor, and
 * the ratio to Jackson's JSON. Only pairs that pass the round-trip gate are measured, and read-only
 * codecs are left out: they write nothing, and the bytes they read are the reference JSON's.
 */
public final class Sizes {
  public static final String REFERENCE = "jackson-databind";
  /** The size measure of the uncompressed encoding; the others are the compressors' labels. */
  public static final String RAW = "raw";

  /** One row. */
  public record Row(String dataset, String codec, String format, long raw, Map<String, Long> compressed, String note) {}

  private Sizes() {}

  public static List<Row> measure(List<Codec> codecs, List<DataSet<?>> datasets, List<Verdict> verdicts) throws IOException {
    List<Row> rows = new ArrayList<>();
    for (DataSet<?> ds : datasets) {
      for (Codec c : codecs) {
        boolean passed = verdicts.stream().anyMatch(v -> v.passed() && v.codec().equals(c.info().id())
            && v.dataset().equals(ds.id()));
        if (!passed || c.info().readsOnly()) continue; // a read-only codec has no encoding to size
        byte[] bytes;
        try {
          Binding<Object> b = Binding.erase(c.bind(ds));
          bytes = b.writeBytes(b.sample());
        } catch (Exception | Error e) {
          throw new io.wirebench.core.CodecException("codec " + c.info().id() + " passed the gate on " + ds.id()
              + " but failed to encode it for sizing: " + io.wirebench.core.RoundTripGate.describe(e), e);
        }
        Map<String, Long> z = new LinkedHashMap<>();
        for (Compressor comp : Compressor.values()) {
          z.put(comp.label(), (long) comp.compress(bytes).length);
        }
        rows.add(new Row(ds.id(), c.info().id(), c.info().format(), bytes.length, z, c.info().notes()));
      }
    }
    return rows;
  }

  /** Why a read-only codec has no row, for the line that says it was not sized. */
  public static String notSized(Codec c) {
    return c.info().id() + ": read only, it writes nothing (its reads take the reference JSON encoding)";
  }

  /** The raw size of the reference JSON codec on a data set, or -1 when it is not in the rows. */
  public static long reference(List<Row> rows, String dataset) {
    return rows.stream().filter(r -> r.dataset().equals(dataset) && r.codec().equals(REFERENCE))
        .mapToLong(Row::raw).findFirst().orElse(-1);
  }

  /**
   * One table per data set, smallest first. A codec's note (what its bytes include or leave out)
   * is numbered in the NOTE column and printed once under the tables, not in every table's rows.
   */
  public static void print(List<Row> rows, List<DataSet<?>> datasets, PrintWriter out) {
    Map<String, Integer> notes = new LinkedHashMap<>();
    for (DataSet<?> ds : datasets) {
      List<Row> rs = new ArrayList<>();
      for (Row r : rows) if (r.dataset().equals(ds.id())) rs.add(r);
      if (rs.isEmpty()) continue;
      rs.sort((a, b) -> Long.compare(a.raw(), b.raw()));
      long ref = reference(rows, ds.id());
      List<String> headers = new ArrayList<>(List.of("CODEC", "FORMAT", ">RAW"));
      for (Compressor c : Compressor.values()) headers.add(">" + c.label().toUpperCase(java.util.Locale.ROOT));
      headers.add(">VS JSON");
      headers.add("NOTE");
      Table t = new Table(headers.toArray(new String[0]));
      for (Row r : rs) {
        List<Object> cells = new ArrayList<>(List.of(r.codec(), r.format(), String.format("%,d", r.raw())));
        for (long z : r.compressed().values()) cells.add(String.format("%,d", z));
        cells.add(ref > 0 ? String.format("%.2f", r.raw() / (double) ref) : "");
        cells.add(r.note() == null || r.note().isEmpty() ? ""
            : "[" + notes.computeIfAbsent(r.codec() + ": " + r.note(), k -> notes.size() + 1) + "]");
        t.row(cells.toArray());
      }
      out.println(ds.id() + " (bytes; VS JSON = raw size / " + REFERENCE + " raw size"
          + (ref > 0 ? ", " + String.format("%,d", ref) + " bytes" : ", not measured") + ")");
      t.print(out, "  ");
      out.println();
    }
    notes.forEach((note, n) -> out.println("[" + n + "] " + note));
  }

  public static List<Map<String, Object>> toJson(List<Row> rows) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Row r : rows) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("dataset", r.dataset());
      m.put("codec", r.codec());
      m.put("format", r.format());
      m.put("raw", r.raw());
      m.put("compressed", r.compressed());
      long ref = reference(rows, r.dataset());
      m.put("ratioToJson", ref > 0 ? Math.round(r.raw() * 10000.0 / ref) / 10000.0 : null);
      m.put("note", r.note());
      out.add(m);
    }
    return out;
  }

  /**
   * The rows as cells of the shared record (kind {@code sizes}): one per codec and data set, op
   * {@code size}, target {@code bytes}; the raw size and each compressor's as metrics in bytes
   * (lower is better; exact, so no interval), and the ratio to the reference JSON.
   */
  public static List<RunRecord.CellRecord> cells(List<Row> rows) {
    List<RunRecord.CellRecord> out = new ArrayList<>();
    for (Row r : rows) {
      Map<String, RunRecord.MetricValue> metrics = new LinkedHashMap<>();
      metrics.put(RAW, RunRecord.MetricValue.of(r.raw(), Double.NaN, Double.NaN, "B",
          Better.LOWER));
      r.compressed().forEach((k, v) -> metrics.put(k, RunRecord.MetricValue.of(v, Double.NaN, Double.NaN, "B",
          Better.LOWER)));
      long ref = reference(rows, r.dataset());
      if (ref > 0) {
        metrics.put("ratioToJson", RunRecord.MetricValue.of(r.raw() / (double) ref, Double.NaN, Double.NaN, "×",
            Better.LOWER));
      }
      Map<String, Object> details = new LinkedHashMap<>();
      details.put("format", r.format());
      out.add(new RunRecord.CellRecord("size/bytes/" + r.codec() + "/" + r.dataset(), "sizes", "size", "bytes",
          r.codec(), r.dataset(), null, "done", r.note() == null || r.note().isEmpty() ? null : r.note(), 0, r.raw(),
          null, metrics, List.of(), details));
    }
    return out;
  }
}
