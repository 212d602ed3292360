package io.wirebench.codecs.jsontree;

import io.wirebench.core.CodecException;
import io.wirebench.core.DataSet;
import io.wirebench.core.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/** What the adapters of String-only libraries share: reading a whole input, the reference JSON. */
final class Text {
  private Text() {}

  /**
   * The data set's reference JSON (Jackson's encoding of the value), which tree codecs parse into
   * their own tree at bind time.
   */
  static String reference(DataSet<?> dataSet, String codecId) {
    try {
      return new String(Json.write(dataSet.value()), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CodecException(codecId + " could not write the reference JSON of " + dataSet.id(), e);
    }
  }

  /** A whole stream as UTF-8 text, for libraries that parse only Strings. */
  static String read(InputStream in) throws IOException {
    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
  }

  /** A whole Reader as text, for libraries that parse only Strings. */
  static String read(Reader in) throws IOException {
    StringBuilder sb = new StringBuilder(8192);
    char[] buf = new char[8192];
    for (int n; (n = in.read(buf)) >= 0; ) sb.append(buf, 0, n);
    return sb.toString();
  }

  /** Text as UTF-8 to a stream, for libraries that write only Strings. */
  static void write(String text, OutputStream out) throws IOException {
    out.write(text.getBytes(StandardCharsets.UTF_8));
    out.flush();
  }
}
