package io.wirebench.codecs.jsonb;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import jakarta.json.bind.Jsonb;
import org.eclipse.parsson.JsonProviderImpl;
import org.eclipse.yasson.JsonBindingProvider;

/**
 * Eclipse Yasson, the JSON-B reference implementation, POJO binding. Johnzon is on the same class
 * path, so the provider is named ({@link JsonBindingProvider}) rather than looked up by
 * {@code JsonbBuilder.create()}, and so is the JSON-P implementation under it: Eclipse Parsson,
 * which Yasson depends on. One {@link Jsonb} per data set, built with the default configuration
 * and reused: the JSON-B specification says it is thread-safe and expensive to create.
 */
public final class YassonCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("yasson")
      .library("Eclipse Yasson", JsonBindingProvider.class, "org.eclipse", "yasson")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one Jsonb reused (thread-safe, expensive to create per the JSON-B spec), default "
          + "JsonbConfig; provider JsonBindingProvider and its own JSON-P Eclipse Parsson named "
          + "explicitly, never JsonbBuilder.create()")
      .notes("null fields are omitted (the JSON-B default)"
          + "; trailing bytes after the value are not checked: the adapter reads one value, and whether the library refuses what follows is not verified")
      .build();

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    Jsonb jsonb = new JsonBindingProvider().create().withProvider(new JsonProviderImpl()).build();
    return new JsonbBinding(dataSet, jsonb);
  }
}
