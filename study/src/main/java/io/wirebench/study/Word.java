package io.wirebench.study;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;

/**
 * A name in a study file with the line it is on, so that a name that means nothing here (an
 * unknown codec, a step no step has) is refused with its line, as the parser refuses a wrong type.
 *
 * @param text the name as written
 * @param line its line in the file (1 is the first)
 */
@JsonDeserialize(using = Word.Reader.class)
public record Word(String text, int line) {

  @Override public String toString() {
    return text;
  }

  /** Reads a scalar (a number is taken as its text: {@code jvm: [17, 25]}) with its line. */
  static final class Reader extends StdDeserializer<Word> {
    private static final long serialVersionUID = 1L;

    Reader() {
      super(Word.class);
    }

    @Override public Word deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (!p.currentToken().isScalarValue() || p.currentToken() == JsonToken.VALUE_NULL) {
        return (Word) ctxt.handleUnexpectedToken(Word.class, p);
      }
      return new Word(p.getText(), p.currentTokenLocation().getLineNr());
    }
  }
}
