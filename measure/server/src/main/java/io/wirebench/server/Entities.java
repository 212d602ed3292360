package io.wirebench.server;

import io.wirebench.core.DataSets;
import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import jakarta.ws.rs.core.Response;
import java.net.URI;

/**
 * What the stock applications' resources answer with. A {@code person} is made per request, as
 * the study's resource did; a larger data set is the shared value its data set generated once
 * (making 20,000 module ids per request would measure the generator, not the provider). Either
 * way the response body is encoded per request: nothing is cached.
 */
public final class Entities {
  /** The data sets the stock applications serve: the study's entity and the larger ones. */
  static final java.util.List<String> DATA_SETS = java.util.List.of("person", "media-content", "measurements-1k",
      "module-ids");

  private Entities() {}

  public static Person person() {
    Person p = (Person) DataSets.require("person").value();
    return new Person(p.getName(), p.getAge(), p.getCity());
  }

  static MediaContent mediaContent() {
    return (MediaContent) DataSets.require("media-content").value();
  }

  static Measurements measurements1k() {
    return (Measurements) DataSets.require("measurements-1k").value();
  }

  static ModuleIds moduleIds() {
    return (ModuleIds) DataSets.require("module-ids").value();
  }

  /** POST's answer: 201 Created, Location the collection's member (the body was read and checked). */
  static Response created(Object read, String path) {
    if (read == null) throw Errors.badRequest("the body is empty; send one value");
    return Response.created(URI.create(path)).build();
  }

  /** PUT's answer: 204 No Content. */
  static Response replaced(Object read) {
    if (read == null) throw Errors.badRequest("the body is empty; send one value");
    return Response.noContent().build();
  }
}
