package io.wirebench.codecs.schema;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.WireFormat;
import io.wirebench.core.FieldSink;
import io.wirebench.core.PathSteps;
import io.wirebench.core.Utf8Chars;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code protobuf} codec's access and partial read: protobuf-java's {@link CodedInputStream}
 * over the encoding, steered by the generated messages' descriptors (field numbers, types, enum
 * names), with no message built. Everything the descriptors say is worked out once, at bind time,
 * into a {@link Plan} per message type; the measured calls read tags and values only.
 *
 * <p>Access visits each scalar by its descriptor type, and then, as protobuf-java's getters would
 * return them, the defaults of the fields proto3 leaves off the wire (0, "", false) unless the field
 * has presence ({@code optional}: absent is null); an enum goes by its constant's name without the
 * proto style guide's type prefix ({@code STATUS_ACTIVE} is the model's {@code ACTIVE}), and 0
 * ({@code *_UNSPECIFIED}) stands for null, as {@link ProtobufConversions} has it. The partial read
 * follows the data set's path ({@code rows.500.id}): it skips every field not on the path with
 * {@link CodedInputStream#skipField}, counts the entries of a repeated field to the index, and steps
 * into that one length-delimited sub-message ({@code pushLimit}).
 *
 * <p>Access decodes a string field's UTF-8 bytes in place into a reused character buffer
 * ({@link Utf8Chars}), as jackson-streaming's access hands over its parser's characters, instead of
 * making a String per field ({@code readStringRequireUtf8}); the partial read returns its one field
 * as a String. One walker per binding, used by one thread at a time (the codec is per thread).
 */
final class ProtobufWalker {
  private static final int MAX_FIELD = 63; // the fields seen in one message fit a long's bits

  /** One message type: per field number, what the field holds. */
  private static final class Plan {
    final FieldDescriptor[] fields;
    final Plan[] nested;
    final String[][] enumNames;
    /** Singular fields without presence, whose default is visited when they are not on the wire. */
    final List<FieldDescriptor> defaulted = new ArrayList<>();

    Plan(Descriptor type, Map<Descriptor, Plan> made) {
      made.put(type, this);
      int max = 0;
      for (FieldDescriptor f : type.getFields()) max = Math.max(max, f.getNumber());
      if (max > MAX_FIELD) {
        throw new IllegalStateException(type.getFullName() + " has field number " + max
            + "; the walker keeps the fields seen in a long and takes numbers up to " + MAX_FIELD);
      }
      fields = new FieldDescriptor[max + 1];
      nested = new Plan[max + 1];
      enumNames = new String[max + 1][];
      for (FieldDescriptor f : type.getFields()) {
        int n = f.getNumber();
        fields[n] = f;
        if (f.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
          Plan p = made.get(f.getMessageType());
          nested[n] = p != null ? p : new Plan(f.getMessageType(), made);
        } else if (f.getJavaType() == FieldDescriptor.JavaType.ENUM) {
          enumNames[n] = modelNames(f);
        }
        if (!f.isRepeated() && !f.hasPresence() && f.getJavaType() != FieldDescriptor.JavaType.ENUM) {
          defaulted.add(f);
        }
      }
    }
  }

  /** One step of the partial path: a field, and the entry of it when it is repeated (else -1). */
  private record Step(int number, int index, FieldDescriptor field, String[] enumNames) {}

  private final Plan root;
  private final List<Step> path;
  private final String pathError;

  /**
   * @param type the data set's root message
   * @param partialPath the data set's partial path, through JSON names (the model's property names)
   */
  ProtobufWalker(Descriptor type, String partialPath) {
    Map<Descriptor, Plan> made = new HashMap<>();
    root = new Plan(type, made);
    List<Step> steps = null;
    String error = null;
    try {
      steps = steps(type, partialPath, made);
    } catch (IllegalArgumentException e) {
      error = e.getMessage();
    }
    path = steps;
    pathError = error;
  }

  /** The path as steps; a message with one repeated field stands for a list (Protobuf has no list of lists). */
  private static List<Step> steps(Descriptor type, String partialPath, Map<Descriptor, Plan> made) {
    PathSteps parts = PathSteps.of(partialPath);
    List<Step> steps = new ArrayList<>();
    Descriptor d = type;
    for (int k = 0; k < parts.size(); k++) {
      if (d == null) throw new IllegalArgumentException("path " + partialPath + " goes past a scalar at " + parts.name(k));
      FieldDescriptor f = byJsonName(d, parts.name(k));
      boolean implicit = f == null && d.getFields().size() == 1 && d.getFields().get(0).isRepeated()
          && parts.isIndex(k);
      if (implicit) {
        f = d.getFields().get(0);
        k--; // this part is the index of the message's one repeated field
      } else if (f == null) {
        throw new IllegalArgumentException(d.getFullName() + " has no field " + parts.name(k) + " (path " + partialPath + ")");
      }
      int index = -1;
      if (f.isRepeated()) {
        if (!parts.isIndex(++k)) {
          throw new IllegalArgumentException("path " + partialPath + " names the list " + f.getName() + " without an index");
        }
        index = parts.index(k);
      }
      steps.add(new Step(f.getNumber(), index, f,
          f.getJavaType() == FieldDescriptor.JavaType.ENUM ? modelNames(f) : null));
      d = f.getJavaType() == FieldDescriptor.JavaType.MESSAGE ? f.getMessageType() : null;
    }
    if (d != null) throw new IllegalArgumentException("path " + partialPath + " ends at a message, not a scalar");
    return steps;
  }

  private static FieldDescriptor byJsonName(Descriptor d, String name) {
    for (FieldDescriptor f : d.getFields()) {
      if (f.getJsonName().equals(name)) return f;
    }
    return null;
  }

  /** An enum field's constant names by number, as the model spells them; null for 0 (UNSPECIFIED). */
  private static String[] modelNames(FieldDescriptor f) {
    String prefix = f.getEnumType().getName().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase() + "_";
    int max = 0;
    for (EnumValueDescriptor v : f.getEnumType().getValues()) max = Math.max(max, v.getNumber());
    String[] names = new String[max + 1];
    for (EnumValueDescriptor v : f.getEnumType().getValues()) {
      if (v.getNumber() == 0) continue;
      String n = v.getName();
      names[v.getNumber()] = n.startsWith(prefix) ? n.substring(prefix.length()) : n;
    }
    return names;
  }

  private final Utf8Chars chars = new Utf8Chars();
  /** A view of the encoding being visited, over which a string's bytes are decoded in place. */
  private ByteBuffer view;

  /** Visits every scalar of an encoding of the root message. */
  void access(byte[] bytes, FieldSink sink) throws IOException {
    CodedInputStream in = CodedInputStream.newInstance(bytes);
    // the benchmark hands the same encoding to every call: its view is made once, not per call
    if (view == null || view.array() != bytes) view = ByteBuffer.wrap(bytes);
    visitMessage(in, root, sink);
  }

  private void visitMessage(CodedInputStream in, Plan plan, FieldSink sink) throws IOException {
    long seen = 0;
    for (int tag; (tag = in.readTag()) != 0; ) {
      int n = WireFormat.getTagFieldNumber(tag);
      FieldDescriptor f = n < plan.fields.length ? plan.fields[n] : null;
      if (f == null) {
        in.skipField(tag); // a field this schema does not know: not part of the value
        continue;
      }
      seen |= 1L << n;
      if (f.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
        int limit = in.pushLimit(in.readRawVarint32());
        visitMessage(in, plan.nested[n], sink);
        in.popLimit(limit);
      } else if (WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED
          && f.isPackable()) {
        int limit = in.pushLimit(in.readRawVarint32()); // a packed repeated scalar
        while (in.getBytesUntilLimit() > 0) visitScalar(in, f, plan.enumNames[n], sink);
        in.popLimit(limit);
      } else {
        visitScalar(in, f, plan.enumNames[n], sink);
      }
    }
    for (FieldDescriptor f : plan.defaulted) {
      if ((seen & 1L << f.getNumber()) == 0) visitDefault(f, sink);
    }
  }

  private void visitScalar(CodedInputStream in, FieldDescriptor f, String[] enumNames, FieldSink sink)
      throws IOException {
    switch (f.getType()) {
      case STRING -> {
        int length = in.readRawVarint32();
        int at = in.getTotalBytesRead(); // the stream reads the encoding from its first byte
        int left = in.getBytesUntilLimit(); // -1: no sub-message limit, the encoding's end is
        if (length < 0 || (left >= 0 && length > left) || at + length > view.capacity()) {
          throw new IOException("string field " + f.getFullName() + " says " + length
              + " bytes, more than its message has left");
        }
        view.limit(at + length);
        view.position(at);
        sink.visit(chars.decode(view));
        in.skipRawBytes(length);
      }
      case BOOL -> sink.visit(in.readBool());
      case DOUBLE -> sink.visit(in.readDouble());
      case FLOAT -> sink.visit(in.readFloat());
      case ENUM -> {
        int number = in.readEnum();
        String name = number >= 0 && number < enumNames.length ? enumNames[number] : null;
        if (name != null) sink.visit(name);
        else if (number != 0) sink.visit(number); // a constant this schema does not know: its number
      }
      default -> sink.visit(readInteger(in, f));
    }
  }

  private static long readInteger(CodedInputStream in, FieldDescriptor f) throws IOException {
    return switch (f.getType()) {
      case INT32 -> in.readInt32();
      case INT64 -> in.readInt64();
      case UINT32 -> in.readUInt32() & 0xffffffffL;
      case UINT64 -> in.readUInt64();
      case SINT32 -> in.readSInt32();
      case SINT64 -> in.readSInt64();
      case FIXED32 -> in.readFixed32() & 0xffffffffL;
      case FIXED64 -> in.readFixed64();
      case SFIXED32 -> in.readSFixed32();
      case SFIXED64 -> in.readSFixed64();
      default -> throw new IllegalStateException("field " + f.getFullName() + " of type " + f.getType()
          + " is not a scalar of the shared model");
    };
  }

  private static void visitDefault(FieldDescriptor f, FieldSink sink) {
    switch (f.getJavaType()) {
      case STRING -> sink.visit("");
      case BOOLEAN -> sink.visit(false);
      case DOUBLE, FLOAT -> sink.visit(0.0);
      case INT, LONG -> sink.visit(0L);
      default -> { } // a message absent is null; bytes are not part of the shared model
    }
  }

  /**
   * The field the partial path names, read without building a message: null for an absent field
   * with presence, the proto3 default for one without.
   *
   * @throws IllegalArgumentException when the path cannot be followed in this schema or this value
   */
  Object partial(byte[] bytes) throws IOException {
    if (path == null) throw new IllegalArgumentException(pathError);
    CodedInputStream in = CodedInputStream.newInstance(bytes);
    for (int s = 0; s < path.size(); s++) {
      Step step = path.get(s);
      boolean last = s == path.size() - 1;
      int seen = 0;
      for (int tag; ; ) {
        tag = in.readTag();
        if (tag == 0) {
          if (step.index >= 0) {
            throw new IllegalArgumentException("the list " + step.field.getName() + " has " + seen
                + " entries, fewer than the path's index " + step.index);
          }
          return absent(step);
        }
        if (WireFormat.getTagFieldNumber(tag) != step.number) {
          in.skipField(tag); // not on the path
          continue;
        }
        if (last && step.index >= 0 && WireFormat.getTagWireType(tag) == WireFormat.WIRETYPE_LENGTH_DELIMITED
            && step.field.isPackable()) {
          int limit = in.pushLimit(in.readRawVarint32()); // a packed repeated scalar: entries in one field
          while (in.getBytesUntilLimit() > 0) {
            Object value = readValue(in, step);
            if (seen++ == step.index) return value;
          }
          in.popLimit(limit);
          continue;
        }
        if (step.index >= 0 && seen++ < step.index) {
          in.skipField(tag); // an entry before the one on the path
          continue;
        }
        if (!last) {
          in.pushLimit(in.readRawVarint32()); // into the one sub-message on the path
          break;
        }
        return readValue(in, step);
      }
    }
    throw new IllegalStateException("unreachable: the last step returns");
  }

  private static Object readValue(CodedInputStream in, Step step) throws IOException {
    if (step.field.getJavaType() == FieldDescriptor.JavaType.ENUM) {
      int number = in.readEnum();
      return number >= 0 && number < step.enumNames.length ? step.enumNames[number] : null;
    }
    return switch (step.field.getJavaType()) {
      case STRING -> in.readStringRequireUtf8();
      case BOOLEAN -> in.readBool();
      case DOUBLE -> in.readDouble();
      case FLOAT -> in.readFloat();
      default -> readInteger(in, step.field);
    };
  }

  /** A field not on the wire: null with presence (and for enums, whose 0 is null), else proto3's default. */
  private static Object absent(Step step) {
    FieldDescriptor f = step.field;
    if (f.hasPresence() || f.getJavaType() == FieldDescriptor.JavaType.ENUM) return null;
    return switch (f.getJavaType()) {
      case STRING -> "";
      case BOOLEAN -> false;
      case DOUBLE, FLOAT -> 0.0;
      default -> 0L;
    };
  }
}
