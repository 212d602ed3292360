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

/**
 * The typed resource a user writes for a provider that maps model classes (Jackson, Jersey's
 * Kryo module): GET, POST and PUT of each data set, the entity declared by its class. The media
 * type is declared by the concrete class of each application.
 */
public abstract class ModelResource {
  @GET @Path("person") public Person getPerson() { return Entities.person(); }
  @POST @Path("person") public Response postPerson(Person p) { return Entities.created(p, "person"); }
  @PUT @Path("person") public Response putPerson(Person p) { return Entities.replaced(p); }

  @GET @Path("media-content") public MediaContent getMediaContent() { return Entities.mediaContent(); }
  @POST @Path("media-content") public Response postMediaContent(MediaContent m) { return Entities.created(m, "media-content"); }
  @PUT @Path("media-content") public Response putMediaContent(MediaContent m) { return Entities.replaced(m); }

  @GET @Path("measurements-1k") public Measurements getMeasurements() { return Entities.measurements1k(); }
  @POST @Path("measurements-1k") public Response postMeasurements(Measurements m) { return Entities.created(m, "measurements-1k"); }
  @PUT @Path("measurements-1k") public Response putMeasurements(Measurements m) { return Entities.replaced(m); }

  @GET @Path("module-ids") public ModuleIds getModuleIds() { return Entities.moduleIds(); }
  @POST @Path("module-ids") public Response postModuleIds(ModuleIds m) { return Entities.created(m, "module-ids"); }
  @PUT @Path("module-ids") public Response putModuleIds(ModuleIds m) { return Entities.replaced(m); }

  /** Under Jersey's Jackson provider. */
  @Path("/") @Produces(MediaType.APPLICATION_JSON) @Consumes(MediaType.APPLICATION_JSON)
  public static final class Json extends ModelResource {}

  /** Under Jersey's Kryo module. */
  @Path("/") @Produces(StockProvider.KRYO) @Consumes(StockProvider.KRYO)
  public static final class Kryo extends ModelResource {}
}
