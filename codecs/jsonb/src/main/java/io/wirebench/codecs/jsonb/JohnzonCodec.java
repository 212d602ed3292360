package io.wirebench.codecs.jsonb;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import jakarta.json.bind.Jsonb;
import org.apache.johnzon.core.JsonProviderImpl;
import org.apache.johnzon.jsonb.JohnzonProvider;

/**
 * Apache Johnzon's JSON-B implementation, POJO binding. Yasson is on the same class path, so the
 * provider is named ({@link JohnzonProvider}) rather than looked up by {@code JsonbBuilder.create()},
 * and so is the JSON-P implementation under it: Johnzon's own {@code johnzon-core}, which its
 * documentation pairs it with (the JSON-P API would otherwise default to Parsson). One
 * {@link Jsonb} per data set, built with the default configuration and reused: the JSON-B
 * specification says it is thread-safe and expensive to create.
 */
public final class JohnzonCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("johnzon")
      .library("Apache Johnzon JSON-B", JohnzonProvider.class, "org.apache.johnzon", "johnzon-jsonb")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one Jsonb reused (thread-safe, expensive to create per the JSON-B spec), default "
          + "JsonbConfig; provider JohnzonProvider and its own JSON-P johnzon-core named "
          + "explicitly, never JsonbBuilder.create()")
      .notes("null fields are omitted (the JSON-B default); for untyped documents the config "
          + "writes nulls (withNullValues), since Johnzon otherwise drops map entries whose value is null"
          + "; trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    // A null in a map is data: without withNullValues Johnzon drops the entry, so a user's document
    // would not round-trip. Model classes keep the JSON-B default.
    jakarta.json.bind.JsonbConfig config = new jakarta.json.bind.JsonbConfig();
    if (dataSet.isUntyped()) config.withNullValues(true);
    Jsonb jsonb = new JohnzonProvider().create().withProvider(new JsonProviderImpl()).withConfig(config).build();
    return new JsonbBinding(dataSet, jsonb);
  }
}
