package io.wirebench.check;

import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Codecs;
import io.wirebench.records.checks.Row;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Rows that are wirebench's codecs, for the matrices that put codecs through their cases. */
public final class CodecRows {
  private CodecRows() {}

  /**
   * One row per codec: the codecs {@code --codecs} names, or by default every base codec (no
   * compression variant) that the matrix applies to. A named codec the matrix does not apply to,
   * and a codec that cannot run here, is still a row, with the reason, never dropped in silence.
   *
   * @param notApplicable why the matrix does not apply to a codec, or null when it does
   */
  public static List<Row> rows(CheckOptions options, Function<CodecInfo, String> notApplicable) {
    Codecs registry = Codecs.load();
    List<Codec> chosen = options.codecs() != null ? registry.select(options.codecs()) : registry.all();
    List<Row> out = new ArrayList<>();
    for (Codec c : chosen) {
      CodecInfo info = c.info();
      String why = notApplicable.apply(info);
      if (why != null && options.codecs() == null) continue;
      if (why == null) why = Codecs.unavailableReason(c).orElse(null);
      out.add(new Row(info.id(), info.library() + " " + info.version(), config(info), info.jvmArgs(), why));
    }
    return out;
  }

  /** The codec's configuration as its adapter states it, with its notes. */
  static String config(CodecInfo info) {
    String s = info.config();
    if (!info.notes().isEmpty()) s = s.isEmpty() ? info.notes() : s + "; " + info.notes();
    return s;
  }

  /** The codec with this id, in the row's JVM. */
  public static Codec codec(String id) {
    return Codecs.load().require(id);
  }
}
