package io.wirebench.codecs.protoruntimes;

/**
 * Protobuf's wire format written by protostuff ({@code ProtobufIOUtil}) from runtime schemas, as
 * {@link ProtostuffRuntimeCodec} says: nested messages length-delimited, as Protobuf requires, so
 * protostuff buffers each one to learn its size. The bytes are Protobuf, but not the same as
 * protobuf-java's for {@code wirebench.proto}: enums go by ordinal (the schema's numbers start at
 * UNSPECIFIED = 0), and fields holding 0, false or "" are written.
 */
public final class ProtostuffProtobufCodec extends ProtostuffRuntimeCodec {
  public ProtostuffProtobufCodec() {
    super("protostuff-protobuf", Format.PROTOBUF, "Protobuf", "application/x-protobuf",
        "ProtobufIOUtil (Protobuf wire format: nested messages length-delimited)");
  }
}
