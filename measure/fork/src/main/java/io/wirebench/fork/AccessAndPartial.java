package io.wirebench.fork;

import io.wirebench.core.Codec;
import io.wirebench.core.Codecs;
import io.wirebench.core.DataSet;
import io.wirebench.core.DataSets;
import io.wirebench.core.Family;
import io.wirebench.core.NativeTargets;
import io.wirebench.core.Target;
import io.wirebench.records.Operation;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code list codecs} says of the {@code access} and {@code partial} operations of a family's
 * codecs: which have an access path, which read the partial field their own way (and how), and
 * which cannot read it at all, with the reason. Each codec is asked bound to dbdata, or to the first
 * data set it models: a binding's reads are the same on every data set of its form.
 */
public final class AccessAndPartial {
  private AccessAndPartial() {}

  /** The lines for a family's available codecs; empty when none is bound. */
  public static List<String> lines(List<Codec> codecs) {
    List<String> access = new ArrayList<>();
    List<String> own = new ArrayList<>();
    List<String> none = new ArrayList<>();
    int bound = 0;
    for (Codec c : codecs) {
      if (Codecs.unavailableReason(c).isPresent() || c.info().family() == Family.CONTROL) continue;
      NativeTargets n = natives(c);
      if (n == null) continue;
      bound++;
      if (n.access()) access.add(c.info().id());
      if (Operation.PARTIAL.unsupported(c.info(), n, Target.BYTES) != null) {
        none.add(c.info().id() + ": " + n.noPartial());
      } else if (!"full decode".equals(n.partialMethod())) {
        own.add(c.info().id() + " (" + n.partialMethod() + ")");
      }
    }
    List<String> out = new ArrayList<>();
    if (bound == 0) return out;
    if (!access.isEmpty()) {
      out.add("access (every field visited without building the model): " + String.join(", ", access));
    }
    out.add("partial read: " + (own.isEmpty() ? "every codec by full decode"
        : "by their own way " + String.join(", ", own) + "; the rest by full decode") + (none.isEmpty() ? "" : "; none for:"));
    for (String n : none) out.add("  " + n);
    return out;
  }

  private static NativeTargets natives(Codec c) {
    List<DataSet<?>> order = new ArrayList<>(List.of(DataSets.require("dbdata")));
    order.addAll(DataSets.all());
    for (DataSet<?> ds : order) {
      try {
        return NativeTargets.of(c.bind(ds));
      } catch (RuntimeException e) {
        // a gap on this data set: try the next
      }
    }
    return null;
  }
}
