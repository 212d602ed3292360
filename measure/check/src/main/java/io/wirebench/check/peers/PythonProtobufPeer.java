package io.wirebench.check.peers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.protobuf.DescriptorProtos.FileDescriptorSet;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import io.wirebench.core.DataSets;
import io.wirebench.core.UnsupportedDataSetException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code python:protobuf}, Protobuf: Google's protobuf package (its upb runtime) with message
 * classes built at run time from the schema of wirebench's {@code protobuf} codec: the file
 * descriptors of the classes protoc generated from {@code wirebench.proto} (codecs/schema), sent
 * as a serialized {@code FileDescriptorSet} (Python needs no protoc). A data set maps to the
 * message named after its model class ({@code dbdata} is a {@code DbData}, so
 * {@code wirebench.DbData}), as the codec's conversions do. The data set's tree and the message
 * differ as the codec's conversions make them differ, and this peer converts between them on the
 * JVM side: field names are the proto names' lowerCamelCase (their JSON names); an enum constant
 * {@code ACTIVE} of {@code Status} is {@code STATUS_ACTIVE}, and null is the UNSPECIFIED value 0;
 * an unset optional string is null; a list of lists (decimal-matrix) is a repeated message
 * holding one repeated field. The script reads every field, defaults included, so a proto3 field
 * left off the wire reads as its default as in the codec.
 */
public final class PythonProtobufPeer extends ScriptPeer {
  static final String GENERATED = "io.wirebench.codecs.schema.proto.Pb";
  private static final JsonNodeFactory NODES = JsonNodeFactory.withExactBigDecimals(true);

  private FileDescriptor file;
  private String schema;
  private String schemaMissing;

  public PythonProtobufPeer() {
    this(PeerRuntime.python());
  }

  PythonProtobufPeer(PeerRuntime runtime) {
    super(runtime, "protobuf", "Protobuf");
  }

  @Override public Optional<String> unavailable() {
    loadSchema();
    return schemaMissing != null ? Optional.of(schemaMissing) : super.unavailable();
  }

  @Override protected void addSchema(ObjectNode request, String dataset) {
    request.put("schema", loadedSchema()).put("type", message(dataset).getFullName());
  }

  @Override protected JsonNode toPeer(String dataset, JsonNode value) {
    return toProto(value, message(dataset), "$");
  }

  @Override protected JsonNode fromPeer(String dataset, JsonNode value) {
    return toModel(value, message(dataset));
  }

  private synchronized void loadSchema() {
    if (file != null || schemaMissing != null) return;
    try {
      file = (FileDescriptor) Class.forName(GENERATED).getMethod("getDescriptor").invoke(null);
      FileDescriptorSet.Builder set = FileDescriptorSet.newBuilder();
      for (FileDescriptor f : withDependencies(file, new LinkedHashSet<>())) set.addFile(f.toProto());
      schema = Base64.getEncoder().encodeToString(set.build().toByteArray());
    } catch (ReflectiveOperationException | LinkageError e) {
      schemaMissing = "the protobuf codec's generated classes (" + GENERATED + ", module wirebench-codecs-schema) "
          + "are not on the class path: " + e;
    }
  }

  private String loadedSchema() {
    loadSchema();
    if (schemaMissing != null) throw new IllegalStateException(id() + " is unavailable: " + schemaMissing);
    return schema;
  }

  /** Dependencies before the files that import them, as a descriptor pool adds them. */
  private static Set<FileDescriptor> withDependencies(FileDescriptor f, Set<FileDescriptor> out) {
    for (FileDescriptor d : f.getDependencies()) withDependencies(d, out);
    out.add(f);
    return out;
  }

  /** The message for a data set, named after its model class as the protobuf codec's conversions are. */
  Descriptor message(String dataset) {
    loadedSchema();
    Class<?> type = DataSets.require(dataset).type();
    Descriptor d = type == Object.class ? null : file.findMessageTypeByName(type.getSimpleName());
    if (d == null) {
      throw new UnsupportedDataSetException("wirebench.proto has no message for data set " + dataset
          + " (model class " + type.getSimpleName() + "), so neither the protobuf codec nor this peer models it");
    }
    return d;
  }

  private static JsonNode toProto(JsonNode model, Descriptor d, String path) {
    if (!model.isObject()) throw new IllegalArgumentException(path + ": " + d.getFullName() + " needs an object, got " + model);
    ObjectNode out = NODES.objectNode();
    for (Iterator<Map.Entry<String, JsonNode>> it = model.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      FieldDescriptor f = byJsonName(d, e.getKey());
      if (f == null) {
        throw new IllegalArgumentException(path + "." + e.getKey() + ": message " + d.getFullName() + " has no such field");
      }
      JsonNode v = e.getValue();
      if (v == null || v.isNull()) continue; // unset: the optional's absence, the enum's UNSPECIFIED
      String at = path + "." + e.getKey();
      if (f.isRepeated()) {
        ArrayNode a = NODES.arrayNode();
        for (JsonNode x : v) a.add(toProtoValue(f, x, at));
        out.set(f.getName(), a);
      } else {
        out.set(f.getName(), toProtoValue(f, v, at));
      }
    }
    return out;
  }

  private static JsonNode toProtoValue(FieldDescriptor f, JsonNode v, String path) {
    if (f.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
      FieldDescriptor inner = rowField(f.getMessageType());
      if (inner != null && v.isArray()) { // a list of lists: one row message per inner list
        ObjectNode row = NODES.objectNode();
        row.set(inner.getName(), v);
        return row;
      }
      return toProto(v, f.getMessageType(), path);
    }
    if (f.getJavaType() == FieldDescriptor.JavaType.ENUM) {
      String name = prefix(f.getEnumType()) + v.asText();
      if (f.getEnumType().findValueByName(name) == null) {
        throw new IllegalArgumentException(path + ": enum " + f.getEnumType().getFullName() + " has no value " + name);
      }
      return NODES.textNode(name);
    }
    return v;
  }

  private static JsonNode toModel(JsonNode proto, Descriptor d) {
    ObjectNode out = NODES.objectNode();
    for (FieldDescriptor f : d.getFields()) {
      JsonNode v = proto.get(f.getName());
      String key = f.getJsonName();
      if (v == null || v.isNull()) {
        out.putNull(key);
      } else if (f.isRepeated()) {
        ArrayNode a = NODES.arrayNode();
        for (JsonNode x : v) a.add(toModelValue(f, x));
        out.set(key, a);
      } else {
        out.set(key, toModelValue(f, v));
      }
    }
    return out;
  }

  private static JsonNode toModelValue(FieldDescriptor f, JsonNode v) {
    if (f.getJavaType() == FieldDescriptor.JavaType.MESSAGE) {
      FieldDescriptor inner = rowField(f.getMessageType());
      return inner != null ? v.path(inner.getName()) : toModel(v, f.getMessageType());
    }
    if (f.getJavaType() == FieldDescriptor.JavaType.ENUM && v.isTextual()) {
      EnumValueDescriptor ev = f.getEnumType().findValueByName(v.textValue());
      if (ev != null && ev.getNumber() == 0) return NODES.nullNode();
      String prefix = prefix(f.getEnumType());
      return v.textValue().startsWith(prefix) ? NODES.textNode(v.textValue().substring(prefix.length())) : v;
    }
    return v;
  }

  /** The one repeated scalar field of a row message ({@code DecimalRow.values}), or null. */
  private static FieldDescriptor rowField(Descriptor d) {
    List<FieldDescriptor> fields = new ArrayList<>(d.getFields());
    return fields.size() == 1 && fields.get(0).isRepeated()
        && fields.get(0).getJavaType() != FieldDescriptor.JavaType.MESSAGE ? fields.get(0) : null;
  }

  private static FieldDescriptor byJsonName(Descriptor d, String name) {
    for (FieldDescriptor f : d.getFields()) {
      if (f.getJsonName().equals(name)) return f;
    }
    return null;
  }

  /** {@code Status} -> {@code STATUS_}, the proto style guide's prefix of an enum's values. */
  private static String prefix(EnumDescriptor e) {
    return e.getName().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT) + "_";
  }
}
