package io.wirebench.server;

import io.wirebench.core.model.Person;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** The study's two other rows, for {@code person} only: a Person-specific provider, and plain text. */
public final class PersonResource {
  private PersonResource() {}

  /** Under {@link PersonBodyProvider}, the hand-written provider for one class. */
  @Path("person") @Produces(PersonBodyProvider.TYPE) @Consumes(PersonBodyProvider.TYPE)
  public static final class Custom {
    @GET public Person get() { return Entities.person(); }
    @POST public Response post(Person p) { return Entities.created(p, "person"); }
    @PUT public Response put(Person p) { return Entities.replaced(p); }
  }

  /**
   * As text: the resource turns the Person into a String and back itself, and Jersey's built-in
   * String provider does the rest. The text is {@code name;age;city}, one line.
   */
  @Path("person") @Produces(MediaType.TEXT_PLAIN) @Consumes(MediaType.TEXT_PLAIN)
  public static final class Text {
    @GET public String get() {
      Person p = Entities.person();
      return p.getName() + ";" + p.getAge() + ";" + p.getCity();
    }

    @POST public Response post(String body) { return Entities.created(parse(body), "person"); }
    @PUT public Response put(String body) { return Entities.replaced(parse(body)); }

    static Person parse(String text) {
      String[] f = text.strip().split(";", -1);
      if (f.length != 3) throw new BadRequestException(Errors.text(400, "a text person is name;age;city, one line"));
      try {
        return new Person(f[0], Integer.parseInt(f[1]), f[2]);
      } catch (NumberFormatException e) {
        throw new BadRequestException(Errors.text(400, "the age of a text person is a whole number, not " + f[1]));
      }
    }
  }
}
