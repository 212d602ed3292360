package io.wirebench.server;

import io.wirebench.core.model.Person;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.MessageBodyReader;
import jakarta.ws.rs.ext.MessageBodyWriter;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;

/**
 * The study's "custom" row: a provider written by hand for one class, as a team does when it
 * wants no library. Fields in order with {@link DataOutputStream}: name and city as modified
 * UTF-8 with a two-byte length, age as four bytes.
 */
@Produces(PersonBodyProvider.TYPE)
@Consumes(PersonBodyProvider.TYPE)
public final class PersonBodyProvider implements MessageBodyReader<Person>, MessageBodyWriter<Person> {
  public static final String TYPE = "application/x-person";

  @Override public boolean isWriteable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return type == Person.class;
  }

  @Override public void writeTo(Person p, Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType,
      MultivaluedMap<String, Object> headers, OutputStream out) throws IOException {
    DataOutputStream data = new DataOutputStream(out);
    data.writeUTF(p.getName());
    data.writeInt(p.getAge());
    data.writeUTF(p.getCity());
    data.flush();
  }

  @Override public boolean isReadable(Class<?> type, Type genericType, Annotation[] annotations, MediaType mediaType) {
    return type == Person.class;
  }

  @Override public Person readFrom(Class<Person> type, Type genericType, Annotation[] annotations, MediaType mediaType,
      MultivaluedMap<String, String> headers, InputStream in) throws IOException {
    DataInputStream data = new DataInputStream(in);
    Person p = new Person(data.readUTF(), data.readInt(), data.readUTF());
    if (data.read() != -1) throw new IOException("bytes after the person's city: one person per body");
    return p;
  }
}
