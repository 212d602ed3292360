package io.wirebench.codecs.protoruntimes;

/**
 * Protostuff's own format ({@code ProtostuffIOUtil}): Protobuf's tags and varints, with nested
 * messages written as groups (start and end tags) instead of length-delimited, so that a message
 * is written in one pass through the buffer, without computing sizes first. Runtime schemas, as
 * {@link ProtostuffRuntimeCodec} says.
 */
public final class ProtostuffCodec extends ProtostuffRuntimeCodec {
  public ProtostuffCodec() {
    super("protostuff", Format.PROTOSTUFF, "Protostuff", "application/x-protostuff",
        "ProtostuffIOUtil (protostuff format: nested messages as groups)");
  }
}
