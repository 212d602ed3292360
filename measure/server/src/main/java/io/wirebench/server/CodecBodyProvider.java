package io.wirebench.server;

import io.wirebench.core.Binding;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.MessageBodyWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;

/**
 * The one generic message body provider: reads and writes any entity with the codec named by
 * its {@link Served} annotation, under that codec's media type, configured exactly as the codec
 * configures its library (the codec's binding does the work). It writes straight to the entity
 * stream: Jersey buffers the first 8 KB to compute a Content-Length and streams anything larger
 * chunked, so a large response is never held whole by the provider. Failures to read are left to
 * {@link EntityLimits}, which answers 400 or 413.
 */
@Produces(MediaType.WILDCARD)
@Consumes(MediaType.WILDCARD)
public final class CodecBodyProvider implements MessageBodyReader<Object>, MessageBodyWriter<Object> {

  @Override public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    BindingPool pool = Served.Literal.find(annotations);
    return pool != null && mediaType.isCompatible(pool.type());
  }

  @Override public void writeTo(Object value, Class<?> type, Type genericType, Annotation[] annotations,
      MediaType mediaType, MultivaluedMap<String, Object> headers, OutputStream out) throws IOException {
    BindingPool pool = Served.Literal.find(annotations);
    Binding<Object> b = pool.borrow();
    try {
      b.write(value, new Unclosable(out));
    } finally {
      pool.giveBack(b);
    }
  }

  @Override public boolean isReadable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    BindingPool pool = Served.Literal.find(annotations);
    return pool != null && mediaType.isCompatible(pool.type());
  }

  @Override public Object readFrom(Class<Object> type, Type genericType, Annotation[] annotations, MediaType mediaType,
      MultivaluedMap<String, String> headers, InputStream in) throws IOException {
    BindingPool pool = Served.Literal.find(annotations);
    Binding<Object> b = pool.borrow();
    try {
      return b.read(in);
    } finally {
      pool.giveBack(b);
    }
  }

  /**
   * A binding may close the stream it writes to (the SPI allows it); closing Jersey's entity
   * stream early would commit the response before Jersey is done with it, so close only flushes.
   */
  private static final class Unclosable extends java.io.FilterOutputStream {
    Unclosable(OutputStream out) {
      super(out);
    }

    @Override public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
    }

    @Override public void close() throws IOException {
      out.flush();
    }
  }
}
