package io.wirebench.check.conformance;

import io.wirebench.check.CheckOptions;
import io.wirebench.check.CodecRows;
import io.wirebench.check.Matrix;
import io.wirebench.check.Result;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.UnsupportedDataSetException;
import io.wirebench.records.checks.Case;
import io.wirebench.records.checks.Outcome;
import io.wirebench.records.checks.Row;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code wirebench check conformance}: every JSON reader, as wirebench configures it, on about 300
 * documents that RFC 8259 says a parser must accept ({@code y_}), must reject ({@code n_}), or
 * may do either with ({@code i_}). Each reader reads untyped (the documents are not wirebench's
 * classes); a codec that binds only wirebench's classes cannot take part and says so.
 */
public final class ConformanceMatrix implements Matrix {
  static final String SAMPLE = "{\"a\":[1,\"b\",null,true]}";

  @Override public String name() {
    return "conformance";
  }

  @Override public String userClasses() {
    return "its cases are JSON documents at the edges of RFC 8259, read untyped by every reader; no class of yours "
        + "can hold them. Give your own documents with --corpus DIR";
  }

  @Override public String description() {
    return "each JSON reader on documents RFC 8259 says it must accept (y_), must reject (n_), or may do either "
        + "with (i_): pass rates per reader and category";
  }

  @Override public boolean usesCorpus() {
    return true;
  }

  @Override public List<Row> rows(CheckOptions options) {
    return CodecRows.rows(options, ConformanceMatrix::notApplicable);
  }

  private static String notApplicable(CodecInfo info) {
    if (info.id().contains("+")) return "conformance reads JSON text, not compressed bytes";
    if (info.family() == io.wirebench.core.Family.CONTROL) return info.id() + " is a harness control, not a JSON reader";
    if (!info.textual() || !info.format().equals("JSON")) return "conformance reads JSON, and " + info.id() + " reads " + info.format();
    return null;
  }

  @Override public List<Case> cases(CheckOptions options) {
    return Corpus.cases(options.corpus());
  }

  @Override public Bounds bounds() {
    return new Bounds(10, "512m");
  }

  @Override public Subject open(String rowId, CheckOptions options) throws Exception {
    Codec codec = CodecRows.codec(rowId);
    DataSet<Object> untyped = DataSets.fromJson("conformance", SAMPLE.getBytes(StandardCharsets.UTF_8), false);
    Binding<Object> b;
    try {
      b = Binding.erase(codec.bind(untyped));
    } catch (UnsupportedDataSetException e) {
      throw new IllegalStateException("it reads only wirebench's own classes, not an untyped document: "
          + e.getMessage());
    }
    return new Subject() {
      private byte[] doc;

      @Override public void prepare(Case c) throws Exception {
        doc = Corpus.bytes(options.corpus(), c);
      }

      @Override public Result run(Case c) {
        Object back;
        try {
          back = b.readBytes(doc);
        } catch (Exception e) {
          String why = "rejected: " + e.getClass().getSimpleName() + ": " + String.valueOf(e.getMessage());
          return switch (c.expectation()) {
            case "accept" -> Result.of(Outcome.FAIL, why);
            case "reject" -> Result.of(Outcome.PASS, why);
            default -> Result.of(Outcome.REJECTED, why);
          };
        }
        String what = "accepted: " + shortly(back);
        return switch (c.expectation()) {
          case "accept" -> Result.of(Outcome.PASS, what);
          case "reject" -> Result.of(Outcome.FAIL, what);
          default -> Result.of(Outcome.ACCEPTED, what);
        };
      }
    };
  }

  private static String shortly(Object back) {
    String s;
    try {
      s = String.valueOf(back);
    } catch (Throwable t) {
      s = back.getClass().getSimpleName();
    }
    return s.length() > 80 ? s.substring(0, 77) + "..." : s;
  }

}
