package io.wirebench.codecs.sbe;

import io.wirebench.core.PathSteps;
import io.wirebench.codecs.sbe.msg.MessageHeaderDecoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderEncoder;
import io.wirebench.core.FieldSink;
import io.wirebench.core.Utf8Chars;
import java.io.IOException;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * One data set's SBE message: the generated encoder and decoder of its message, made once per
 * binding and re-wrapped over the binding's buffer on every call, as SBE's flyweights are meant to
 * be used (no allocation but the model itself).
 *
 * <p>SBE lays out a message, and each entry of a repeating group, as its fixed-size fields, then
 * its groups, then its variable-length data, and its flyweights keep one moving position (the
 * message's {@code limit}): fixed fields can be read in any order, but groups and var data must be
 * read, or skipped ({@code skipXxx()}, a group entry's {@code sbeSkip()}), in schema order, a group
 * entry completely before the next one. Every method here walks the message in that order;
 * sbe-tool's optional precedence checks, which catch an out-of-order access, are not generated
 * (its default, and the production setting).
 *
 * @param <M> the model class the message carries
 */
abstract class SbeMessage<M> {
  private final Class<M> modelType;

  /**
   * Where {@link #access} decodes a string's characters without making a String: the generated
   * {@code getXxx(byte[], int, int)} copies the field's bytes into its scratch array (SBE's way to
   * read var data without allocating), then the JDK's UTF-8 decoder fills a reused char buffer.
   */
  final Utf8Chars chars = new Utf8Chars();

  SbeMessage(Class<M> modelType) {
    this.modelType = modelType;
  }

  /** The model class this message carries. */
  final Class<M> modelType() {
    return modelType;
  }

  /** Writes the header and message at offset 0; returns the bytes written, header included. */
  abstract int encode(M model, MutableDirectBuffer buffer, MessageHeaderEncoder header);

  /** Reads the message at offset 0 into a new model. */
  abstract M decode(DirectBuffer buffer, MessageHeaderDecoder header);

  /** Visits every scalar of the message at offset 0, straight from the buffer. */
  abstract void access(DirectBuffer buffer, MessageHeaderDecoder header, FieldSink sink);

  /**
   * The read of the field {@code path} names, with its names and indexes resolved now (at bind
   * time), so that the measured read only walks the buffer.
   *
   * @throws IllegalArgumentException when the message has no such field
   */
  abstract PartialRead partial(PathSteps path);

  /** Where the decoder stopped: after {@link #decode} or {@link #access}, the end of the message. */
  abstract int limit();

  /** The partial read of one field, resolved ({@link #partial}). */
  interface PartialRead {
    Object read(DirectBuffer buffer, MessageHeaderDecoder header) throws IOException;
  }

  /** A group entry's index, checked against the group's count, with the path in the message. */
  static int checkIndex(int index, int count, PathSteps path, String group) {
    if (index >= count) {
      throw new IndexOutOfBoundsException("partial path " + path + ": " + group + " has " + count
          + " entries, so there is no entry " + index);
    }
    return index;
  }

  /** An SBE enum's name, as a model enum is visited, or null for its null value. */
  static String nameOrNull(Enum<?> e) {
    return e.name().equals("NULL_VAL") ? null : e.name();
  }
}
