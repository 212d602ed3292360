package io.wirebench.codecs.binary;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.wirebench.core.Binding;
import io.wirebench.core.JacksonBinding;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;

/**
 * The shape every Jackson 2 binary dataformat shares: one mapper of the format's own type, made on
 * first bind and shared by every data set (mappers are thread-safe and cache serializers), and an
 * {@link ObjectReader} / {@link ObjectWriter} made once per type. POJO binding of the model, or
 * {@code Object} (maps and lists) for untyped data sets, as databind reads {@code Object}.
 * Native targets: byte arrays and files, which Jackson reads and writes without our buffering.
 * The access and partial reads walk the format's own parser's tokens ({@link JacksonBinding.Tokens}), as
 * {@code jackson-streaming} does for JSON: the format's streaming API, no model built.
 */
abstract class JacksonBinaryCodec implements Codec {
  private final CodecInfo info;
  private final Lazy<ObjectMapper> mapper = new Lazy<>(this::newMapper);

  JacksonBinaryCodec(CodecInfo info) {
    this.info = info;
  }

  /** Makes the format's mapper, configured for production; called once. */
  abstract ObjectMapper newMapper();

  @Override public final CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    ObjectMapper m = mapper.get();
    Class<?> type = dataSet.isUntyped() ? Object.class : dataSet.type();
    Object sample = dataSet.isUntyped() ? dataSet.untyped() : dataSet.value();
    ObjectReader reader = m.readerFor(type);
    ObjectWriter writer = m.writerFor(type);
    return new JacksonBinding.Tokens<Object>(dataSet, sample, reader, writer, info.refusesTrailingBytes(),
        info.format());
  }
}
