package io.wirebench.codecs.json;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.ToNumberPolicy;
import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;

/**
 * Gson, untyped binding: the document as {@code Map}/{@code List}/scalars through Gson's
 * {@code Object} adapter. Two settings differ from the defaults, both for fidelity to the JSON
 * data model: numbers are read with {@link ToNumberPolicy#LONG_OR_DOUBLE} (the default reads
 * every number as a {@code Double}, so {@code 1700000000123} would come back rounded in a
 * long-heavy document), and nulls are written ({@code serializeNulls}), because a null map entry is
 * data, not an absent field. LONG_OR_DOUBLE rather than LAZILY_PARSED_NUMBER so that reading
 * really parses the numbers, as every other untyped codec does.
 */
public final class GsonUntypedCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("gson-untyped")
      .library("Gson", Gson.class, "com.google.code.gson", "gson")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.UNTYPED)
      .config("one shared Gson with ToNumberPolicy.LONG_OR_DOUBLE for Object numbers (integers stay "
          + "exact, unlike the default all-Double) and serializeNulls (a null map entry is data); "
          + "Object TypeAdapter looked up once")
      .notes("numbers with a fraction are read as Double: more than 17 significant digits are rounded")
      .refusesTrailingBytes()
      .build();

  private static final class Shared {
    static final Gson GSON = new GsonBuilder()
        .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE)
        .serializeNulls()
        .create();
  }

  static Gson gson() {
    return Shared.GSON;
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    return new GsonBinding(dataSet, dataSet.untyped(), gson(), Object.class);
  }
}
