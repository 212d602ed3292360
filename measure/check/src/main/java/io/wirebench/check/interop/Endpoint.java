package io.wirebench.check.interop;

import io.wirebench.check.Peer;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;

/**
 * One reader or writer of one format in the interop matrix: a wirebench codec (its typed binding),
 * or a {@link Peer} outside the JVM for one of its formats.
 *
 * @param id the row id when it reads, the first part of a case id when it writes: a codec's id, a
 *     peer's id, or {@code peer-id@format} for a peer of several formats
 * @param format the format's name, as codecs and peers name it ("JSON", "MessagePack")
 * @param library the library and its version, as run
 * @param codec the codec, or null for a peer or a write-only dialect
 * @param peer the peer, or null for a codec or a write-only dialect
 * @param encoder a writer that is neither (a library that writes a dialect it cannot read back, so
 *     that it cannot pass the gate and be a codec), or null
 * @param reads whether it reads (every endpoint but a codec that only writes; none does today)
 * @param writes whether it writes (a read-only codec does not)
 * @param dialect how its bytes differ from the format's standard form, or null
 * @param unavailable why it cannot run here, or null
 */
record Endpoint(String id, String format, String library, Codec codec, Peer peer, Encoder encoder, boolean reads,
    boolean writes, String dialect, String unavailable) {

  /** Writes a data set's value; for writers that are neither codecs nor peers. */
  interface Encoder {
    byte[] encode(DataSet<?> dataSet) throws Exception;
  }

  static Endpoint of(Codec codec, String unavailable) {
    CodecInfo i = codec.info();
    return new Endpoint(i.id(), i.format(), i.library() + " " + i.version(), codec, null, null, true, !i.readsOnly(),
        i.dialect(), unavailable);
  }

  static Endpoint of(Peer peer, String format, boolean onlyFormat, String unavailable) {
    String id = onlyFormat ? peer.id() : peer.id() + "@" + format;
    String version;
    try {
      version = peer.version();
    } catch (RuntimeException e) {
      version = "version unknown";
    }
    return new Endpoint(id, format, version, null, peer, null, true, true, null, unavailable);
  }

  boolean isPeer() {
    return peer != null;
  }
}
