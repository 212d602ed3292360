package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.wirebench.core.Binding;
import io.wirebench.core.JacksonBinding;
import io.wirebench.core.BindingStyle;
import io.wirebench.core.CodecException;
import io.wirebench.core.CodecInfo;
import io.wirebench.core.DataSet;
import io.wirebench.core.Family;
import io.wirebench.core.Json;
import java.io.IOException;

/**
 * Jackson's tree model ({@link JsonNode}), TREE binding. One shared {@link ObjectMapper} with
 * default features (Jackson's recommendation: mappers are thread-safe and costly to create), an
 * ObjectReader/ObjectWriter for {@code JsonNode} made once. The sample is the reference JSON parsed
 * by this mapper at bind time, so its number nodes are the types this parser produces;
 * read-modify-write follows the data set's modified path through the tree.
 */
public final class JacksonTreeCodec extends JacksonMapperCodec {
  public JacksonTreeCodec() {
    super(CodecInfo.builder("jackson-tree")
        .library("Jackson databind", ObjectMapper.class, "com.fasterxml.jackson.core", "jackson-databind")
        .text("JSON", "application/json", Family.JSON)
        .binding(BindingStyle.TREE)
        .config("one shared ObjectMapper with default features; ObjectReader/ObjectWriter for JsonNode "
            + "made once (readTree/writeTree equivalent)")
        .refusesTrailingBytes()
        .build(), () -> Shared.MAPPER);
  }

  /** Made on first bind (the constructor does no work) and shared: mappers are thread-safe and costly. */
  private static final class Shared {
    static final ObjectMapper MAPPER = new ObjectMapper();
  }

  @Override public Binding<?> bind(DataSet<?> dataSet) {
    ObjectMapper mapper = mapper();
    JsonNode sample;
    try {
      sample = mapper.readTree(Json.write(dataSet.value()));
    } catch (IOException e) {
      throw new CodecException("jackson-tree could not parse the reference JSON of " + dataSet.id(), e);
    }
    com.fasterxml.jackson.core.JsonPointer partial = JsonNodePath.pointer(dataSet.partialPath()); // compiled once
    return new JacksonBinding.Text<JsonNode>(dataSet, sample, mapper.readerFor(JsonNode.class),
        mapper.writerFor(JsonNode.class)) {
      @Override public JsonNode modify(JsonNode value) {
        return JsonNodePath.modify(value, dataSet.modifiedPath());
      }

      /** The whole tree parsed, then the path followed through it ({@code JsonNode.at}): a tree has no cheaper way. */
      @Override public Object readPartial(byte[] bytes) throws IOException {
        return JsonNodePath.value(readBytes(bytes), partial, dataSet.partialPath());
      }

      @Override public String partialMethod() {
        return "tree: full parse, then the path";
      }
    };
  }
}
