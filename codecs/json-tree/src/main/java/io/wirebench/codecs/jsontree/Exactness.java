package io.wirebench.codecs.jsontree;

import io.wirebench.core.Binding;
import io.wirebench.core.DataSet;
import io.wirebench.core.Diff;
import io.wirebench.core.Json;
import io.wirebench.core.UnsupportedDataSetException;
import java.io.IOException;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Turns what a library cannot represent in a user's JSON file (a fraction with more digits than a
 * double, an integer beyond a long, 1e400) into a gap that says so, found at bind time by one
 * round trip through the library, rather than a failed gate. Built-in data sets are not checked
 * here: the codec contract proves them, and a failure there is a bug to fix, not a gap.
 */
final class Exactness {
  private Exactness() {}

  /**
   * Binds, and for a user's JSON file checks that the binding writes the reference JSON's values
   * and reads back what it wrote.
   *
   * @throws UnsupportedDataSetException naming the first value the library changes, or the error it
   *     raised, when the data set is a user's file it cannot round-trip exactly
   */
  static Binding<?> bind(String codecId, DataSet<?> dataSet, Supplier<Binding<?>> bind) {
    if (!dataSet.isUntyped()) return bind.get();
    Binding<Object> b;
    Optional<Diff.Difference> d;
    try {
      b = Binding.erase(bind.get());
      byte[] bytes = b.writeBytes(b.sample());
      d = Diff.firstJson(dataSet.untyped(), Json.parseUntyped(bytes));
      if (d.isEmpty()) d = Diff.first(b.sample(), b.readBytes(bytes));
    } catch (UnsupportedDataSetException gap) {
      throw gap;
    } catch (IOException | RuntimeException e) {
      throw new UnsupportedDataSetException(codecId + " cannot round-trip " + dataSet.id() + ": "
          + e.getClass().getSimpleName() + ": " + e.getMessage());
    }
    if (d.isPresent()) {
      throw new UnsupportedDataSetException(codecId + " cannot round-trip " + dataSet.id()
          + " exactly: it changes a value " + d.get());
    }
    return b;
  }
}
