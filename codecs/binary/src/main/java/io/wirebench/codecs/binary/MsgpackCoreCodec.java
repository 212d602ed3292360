package io.wirebench.codecs.binary;

import io.wirebench.core.Binding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.Codec;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.FieldSink;
import io.wirebench.core.Family;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

/**
 * MessagePack written by hand with msgpack-core's streaming API: code for every model class
 ({@link MsgpackModel}), each object a map keyed by field name
 * as in the JSON, and a generic path for untyped data sets ({@link MsgpackUntyped}). As
 * msgpack-core recommends: {@code PackerConfig}/{@code UnpackerConfig} made once; a
 * {@link MessageBufferPacker} for byte arrays (its chunks copied once by {@code toByteArray}), a
 * packer over the caller's stream for streams, an unpacker straight over a byte array, and
 * {@link FileChannel} packers and unpackers with a 64 KiB buffer for files. Field names and enum
 * names are encoded once, written as one payload, and matched as bytes on reading.
 */
public final class MsgpackCoreCodec implements Codec {
  private static final int FILE_BUFFER = 64 * 1024;

  private final CodecInfo info = CodecInfo.builder("msgpack-core")
      .library("msgpack-core", MessagePack.class, "org.msgpack", "msgpack-core")
      .binary("MessagePack", "application/msgpack", Family.BINARY)
      .binding(BindingStyle.STREAMING)
      .config("hand-written MessagePacker/MessageUnpacker code per model class; PackerConfig/"
          + "UnpackerConfig made once (defaults; 64 KiB buffers for files); one buffer packer per "
          + "binding, cleared and reused, for byte[]; packer over the stream, FileChannel for files; field and enum names "
          + "pre-encoded and matched as bytes")
      .notes("size: objects are maps with every field name written each time, nulls as nil "
          + "(the same data as the JSON); untyped decimals are written as float64"
          + "; trailing bytes are not checked: the unpacker reads one value and leaves the rest")
      .build();

  private final MessagePack.PackerConfig packerConfig = new MessagePack.PackerConfig();
  private final MessagePack.PackerConfig filePackerConfig =
      new MessagePack.PackerConfig().withBufferSize(FILE_BUFFER);
  private final MessagePack.UnpackerConfig unpackerConfig = new MessagePack.UnpackerConfig();
  private final MessagePack.UnpackerConfig fileUnpackerConfig =
      new MessagePack.UnpackerConfig().withBufferSize(FILE_BUFFER);

  @Override public CodecInfo info() {
    return info;
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    MsgpackModel model = MsgpackModel.forType(dataSet);
    Object sample = dataSet.isUntyped() ? dataSet.untyped() : dataSet.value();
    return new Binding<Object>(dataSet, sample) {
      // A binding serves one thread at a time, so its buffer packer is reused (clear() keeps the
      // buffer), as msgpack-java suggests for repeated packing; toByteArray() copies the result.
      private final MessageBufferPacker bufferPacker = packerConfig.newBufferPacker();
      private final MsgpackWalk walk = new MsgpackWalk(dataSet.partialPath());

      @Override public void write(Object value, OutputStream out) throws IOException {
        MessagePacker p = packerConfig.newPacker(out); // MessagePack.newDefaultPacker(out): 8 KiB buffer
        model.write(p, value);
        p.flush();
      }

      @Override public Object read(InputStream in) throws IOException {
        return model.read(unpackerConfig.newUnpacker(in)); // MessagePack.newDefaultUnpacker(in)
      }

      @Override public byte[] writeBytes(Object value) throws IOException {
        // MessagePack.newDefaultBufferPacker() ... toByteArray(), the packer kept and clear()ed
        bufferPacker.clear();
        model.write(bufferPacker, value);
        return bufferPacker.toByteArray();
      }

      @Override public Object readBytes(byte[] bytes) throws IOException {
        return model.read(unpackerConfig.newUnpacker(bytes)); // newDefaultUnpacker(byte[]): no copy
      }

      /** The unpacker's own walk of every value, no model built ({@link MsgpackWalk#visitAll}). */
      @Override public void access(byte[] bytes, FieldSink sink) throws IOException {
        try (MessageUnpacker u = unpackerConfig.newUnpacker(bytes)) {
          walk.visitAll(u, sink);
        }
      }

      /** The path's field alone, other values skipped with skipValue ({@link MsgpackWalk#find}). */
      @Override public Object readPartial(byte[] bytes) throws IOException {
        try (MessageUnpacker u = unpackerConfig.newUnpacker(bytes)) {
          return walk.find(u);
        }
      }

      @Override public String partialMethod() {
        return "msgpack-core MessageUnpacker, skipValue";
      }

      @Override public void writeFile(Object value, Path file) throws IOException {
        // newPacker(WritableByteChannel), msgpack-core's channel output: no stream wrapper
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE,
                StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING);
            MessagePacker p = filePackerConfig.newPacker(ch)) {
          model.write(p, value);
        }
      }

      @Override public Object readFile(Path file) throws IOException {
        // newUnpacker(ReadableByteChannel), msgpack-core's channel input
        try (FileChannel ch = FileChannel.open(file);
            MessageUnpacker u = fileUnpackerConfig.newUnpacker(ch)) {
          return model.read(u);
        }
      }
    };
  }
}
