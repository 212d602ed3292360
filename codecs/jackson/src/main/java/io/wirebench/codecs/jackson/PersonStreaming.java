package io.wirebench.codecs.jackson;

import static io.wirebench.codecs.jackson.StreamingSupport.atNull;
import static io.wirebench.codecs.jackson.StreamingSupport.intValue;
import static io.wirebench.codecs.jackson.StreamingSupport.names;
import static io.wirebench.codecs.jackson.StreamingSupport.nextField;
import static io.wirebench.codecs.jackson.StreamingSupport.text;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.SerializedString;
import io.wirebench.core.model.Person;
import java.io.IOException;

/** {@link Person} by hand with Jackson's streaming API, fields in databind's order. */
final class PersonStreaming implements StreamingModel<Person> {
  private static final SerializedString[] PERSON = names("name", "age", "city");

  @Override public void write(JsonGenerator g, Person v) throws IOException {
    g.writeStartObject();
    g.writeFieldName(PERSON[0]);
    g.writeString(v.getName());
    g.writeFieldName(PERSON[1]);
    g.writeNumber(v.getAge());
    g.writeFieldName(PERSON[2]);
    g.writeString(v.getCity());
    g.writeEndObject();
  }

  @Override public Person read(JsonParser p) throws IOException {
    p.nextToken();
    if (atNull(p, JsonToken.START_OBJECT)) return null;
    Person v = new Person();
    for (int f = 0; (f = nextField(p, PERSON, f)) >= 0; f++) {
      switch (f) {
        case 0: v.setName(text(p)); break;
        case 1: v.setAge(intValue(p)); break;
        default: v.setCity(text(p)); break;
      }
    }
    return v;
  }
}
