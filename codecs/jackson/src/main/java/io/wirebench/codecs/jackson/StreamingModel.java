package io.wirebench.codecs.jackson;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;

/** Hand-written Jackson streaming code for one model class: the "raw" baseline of the Jackson API. */
interface StreamingModel<T> {
  /** Writes one document; the caller closes the generator. */
  void write(JsonGenerator g, T value) throws IOException;

  /** Reads one document from a parser that has not yet read a token. */
  T read(JsonParser p) throws IOException;
}
