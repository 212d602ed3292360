package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Binding;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.JacksonBinding;
import java.util.function.Supplier;

/**
 * The shape every Jackson 2 JSON databind codec here shares: one mapper per codec class, made on
 * first bind (the constructor does no work) and shared, since mappers are thread-safe and costly;
 * core's {@link JacksonBinding.Text} through an ObjectReader/ObjectWriter made once per type. The
 * default {@link #bind} binds the data set's model class (POJO); tree and untyped codecs override it.
 */
abstract class JacksonMapperCodec implements Codec {
  private final CodecInfo info;
  private final Supplier<ObjectMapper> mapper;

  /** @param mapper the codec class's shared mapper (a holder class's constant, made on first get) */
  JacksonMapperCodec(CodecInfo info, Supplier<ObjectMapper> mapper) {
    this.info = info;
    this.mapper = mapper;
  }

  @Override public final CodecInfo info() {
    return info;
  }

  /** The shared mapper; the first call makes it. */
  final ObjectMapper mapper() {
    return mapper.get();
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    return binding(dataSet, dataSet.value(), dataSet.type());
  }

  /** A binding of {@code sample} through the mapper's reader and writer for {@code type}. */
  final Binding<Object> binding(DataSet<?> dataSet, Object sample, Class<?> type) {
    ObjectMapper m = mapper.get();
    return new JacksonBinding.Text<Object>(dataSet, sample, m.readerFor(type), m.writerFor(type));
  }
}
