package io.wirebench.codecs.jackson;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.module.blackbird.BlackbirdModule;

/**
 * Jackson 3 databind with the Blackbird module, POJO binding: {@link Jackson3DatabindCodec}'s
 * configuration (Jackson 3 defaults, one immutable mapper, ObjectReader/ObjectWriter once per type)
 * plus {@link BlackbirdModule}, Jackson's recommended accessor-generating module on modern JDKs
 * (LambdaMetafactory instead of reflection; no JVM flags needed for public accessors).
 */
public final class Jackson3BlackbirdCodec implements Codec {
  private final CodecInfo info = CodecInfo.builder("jackson3-blackbird")
      .library("Jackson 3 databind + Blackbird", BlackbirdModule.class, "tools.jackson.module",
          "jackson-module-blackbird")
      .text("JSON", "application/json", Family.JSON)
      .binding(BindingStyle.POJO)
      .config("one shared JsonMapper from JsonMapper.builder().addModule(new BlackbirdModule()).build() "
          + "with Jackson 3 defaults; ObjectReader/ObjectWriter made once per type")
      .notes("property order is alphabetical (Jackson 3 default), so the bytes differ from Jackson 2's "
          + "in order only; the size is the same")
      .refusesTrailingBytes()
      .build();

  /** Made on first bind (the constructor does no work) and shared: mappers are thread-safe and costly. */
  private static final class Shared {
    static final ObjectMapper MAPPER = JsonMapper.builder().addModule(new BlackbirdModule()).build();
  }

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    return Jackson3Binding.ofType(Shared.MAPPER, dataSet);
  }
}
