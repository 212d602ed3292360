package io.wirebench.codecs.binary;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.Family;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import org.msgpack.jackson.dataformat.MessagePackMapper;

/**
 * MessagePack through Jackson databind (msgpack-java's jackson-dataformat-msgpack), POJO binding.
 * Production configuration as its README recommends: one shared mapper over a
 * {@link MessagePackFactory} (here its {@link MessagePackMapper} subclass), whose default reuses
 * the packer's buffers between calls; reader and writer made once per type. Objects are maps
 * keyed by field name, the library's default.
 */
public final class JacksonMsgpackCodec extends JacksonBinaryCodec {
  public JacksonMsgpackCodec() {
    super(CodecInfo.builder("jackson-msgpack")
        .library("jackson-dataformat-msgpack", MessagePackFactory.class, "org.msgpack",
            "jackson-dataformat-msgpack")
        .binary("MessagePack", "application/msgpack", Family.BINARY)
        .binding(BindingStyle.POJO)
        .config("one shared MessagePackMapper (MessagePackFactory, default features: resource "
            + "reuse in generator and parser on); ObjectReader/ObjectWriter made once per type")
        .notes("size depends on configuration: objects are maps with every field name written "
            + "each time (the default); @JsonFormat(shape = ARRAY) would drop the names; trailing "
            + "bytes are not detected: its parser throws an EOF error when asked for a token after "
            + "the root value, so FAIL_ON_TRAILING_TOKENS cannot be used")
        .build());
  }

  @Override ObjectMapper newMapper() {
    return new MessagePackMapper();
  }
}
