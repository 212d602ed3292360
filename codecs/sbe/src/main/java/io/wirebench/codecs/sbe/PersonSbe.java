package io.wirebench.codecs.sbe;

import io.wirebench.core.PathSteps;
import io.wirebench.codecs.sbe.msg.MessageHeaderDecoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderEncoder;
import io.wirebench.codecs.sbe.msg.PersonDecoder;
import io.wirebench.codecs.sbe.msg.PersonEncoder;
import io.wirebench.core.FieldSink;
import io.wirebench.core.model.Person;
import java.util.List;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/** person as the Person message: the age in the fixed block, then name and city as var data. */
final class PersonSbe extends SbeMessage<Person> {
  static final List<String> FIELDS = List.of("age", "name", "city");

  private final PersonEncoder encoder = new PersonEncoder();
  private final PersonDecoder decoder = new PersonDecoder();

  PersonSbe() {
    super(Person.class);
  }

  @Override int encode(Person p, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
    encoder.wrapAndApplyHeader(buffer, 0, header).age(p.getAge()).name(p.getName()).city(p.getCity());
    return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
  }

  @Override Person decode(DirectBuffer buffer, MessageHeaderDecoder header) {
    PersonDecoder d = decoder.wrapAndApplyHeader(buffer, 0, header);
    int age = d.age();
    String name = d.name(); // var data in schema order: name, then city
    return new Person(name, age, d.city());
  }

  @Override void access(DirectBuffer buffer, MessageHeaderDecoder header, FieldSink sink) {
    PersonDecoder d = decoder.wrapAndApplyHeader(buffer, 0, header);
    sink.visit(d.age());
    sink.visit(chars.decodeScratch(d.getName(chars.scratch(d.nameLength()), 0, Integer.MAX_VALUE)));
    sink.visit(chars.decodeScratch(d.getCity(chars.scratch(d.cityLength()), 0, Integer.MAX_VALUE)));
  }

  @Override PartialRead partial(PathSteps path) {
    int field = path.field(0, FIELDS);
    path.end(1);
    return (buffer, header) -> {
      PersonDecoder d = decoder.wrapAndApplyHeader(buffer, 0, header);
      if (field == 0) return d.age();
      if (field == 1) return d.name();
      d.skipName();
      return d.city();
    };
  }

  @Override int limit() {
    return decoder.limit();
  }
}
