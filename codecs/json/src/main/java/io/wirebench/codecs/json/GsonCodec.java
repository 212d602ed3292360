package io.wirebench.codecs.json;

import com.google.gson.Gson;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;

/**
 * Gson, POJO binding. Gson's documentation says a {@link Gson} instance is thread-safe and meant
 * to be reused, and its defaults are the production setting (no pretty printing, nulls omitted,
 * HTML-safe escaping); so one shared default {@code Gson}, and the {@code TypeAdapter} for the
 * data set's class looked up once in {@link #bind} rather than on every call. An untyped data set
 * (a user's file) is bound as {@code Object} with the configuration of {@code gson-untyped}.
 *
 * <p>Shared across benchmark threads ({@code run --threads}): Gson's javadoc says "Gson instances are
 * Thread-safe so you can reuse them freely across multiple threads"; the binding holds the Gson and
 * the TypeAdapter it returned, and makes its JsonWriter and JsonReader per call.
 */
public final class GsonCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("gson")
      .library("Gson", Gson.class, "com.google.code.gson", "gson")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one shared default Gson (thread-safe, reused as its docs recommend); TypeAdapter "
          + "looked up once per type and driven through gson.newJsonWriter/newJsonReader so "
          + "the Gson settings apply")
      .refusesTrailingBytes()
      .sharedAcrossThreads()
      .build();

  /** Created on first bind, so that the constructor does no work. */
  private static final class Shared {
    static final Gson GSON = new Gson();
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Gson gson = dataSet.isUntyped() ? GsonUntypedCodec.gson() : Shared.GSON;
    return new GsonBinding.Walking(dataSet, dataSet.value(), gson, dataSet.type());
  }
}
