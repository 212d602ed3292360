package io.wirebench.server;

import io.wirebench.core.model.Measurements;
import io.wirebench.core.model.MediaContent;
import io.wirebench.core.model.ModuleIds;
import io.wirebench.core.model.Person;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.xml.bind.JAXBElement;
import javax.xml.namespace.QName;

/**
 * The resource a user writes for Jersey's JAXB provider when the model has no
 * {@code @XmlRootElement} (ours has none): entities wrapped in {@link JAXBElement}, with the
 * root element names the {@code jaxb} codec uses.
 */
@Path("/")
@Produces(MediaType.APPLICATION_XML)
@Consumes(MediaType.APPLICATION_XML)
public final class JaxbResource {
  @GET @Path("person") public JAXBElement<Person> getPerson() { return element("person", Person.class, Entities.person()); }
  @POST @Path("person") public Response postPerson(JAXBElement<Person> p) { return Entities.created(p.getValue(), "person"); }
  @PUT @Path("person") public Response putPerson(JAXBElement<Person> p) { return Entities.replaced(p.getValue()); }

  @GET @Path("media-content") public JAXBElement<MediaContent> getMediaContent() {
    return element("mediaContent", MediaContent.class, Entities.mediaContent());
  }
  @POST @Path("media-content") public Response postMediaContent(JAXBElement<MediaContent> m) {
    return Entities.created(m.getValue(), "media-content");
  }
  @PUT @Path("media-content") public Response putMediaContent(JAXBElement<MediaContent> m) { return Entities.replaced(m.getValue()); }

  @GET @Path("measurements-1k") public JAXBElement<Measurements> getMeasurements() {
    return element("measurements", Measurements.class, Entities.measurements1k());
  }
  @POST @Path("measurements-1k") public Response postMeasurements(JAXBElement<Measurements> m) {
    return Entities.created(m.getValue(), "measurements-1k");
  }
  @PUT @Path("measurements-1k") public Response putMeasurements(JAXBElement<Measurements> m) { return Entities.replaced(m.getValue()); }

  @GET @Path("module-ids") public JAXBElement<ModuleIds> getModuleIds() {
    return element("moduleIds", ModuleIds.class, Entities.moduleIds());
  }
  @POST @Path("module-ids") public Response postModuleIds(JAXBElement<ModuleIds> m) { return Entities.created(m.getValue(), "module-ids"); }
  @PUT @Path("module-ids") public Response putModuleIds(JAXBElement<ModuleIds> m) { return Entities.replaced(m.getValue()); }

  private static <T> JAXBElement<T> element(String name, Class<T> type, T value) {
    return new JAXBElement<>(new QName(name), type, value);
  }
}
