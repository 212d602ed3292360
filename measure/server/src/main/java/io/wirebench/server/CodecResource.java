package io.wirebench.server;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotAcceptableException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.lang.annotation.Annotation;
import org.glassfish.jersey.server.ContainerRequest;

/**
 * {@code /codec/{codec}/{dataset}}: GET writes the data set with the codec, POST and PUT read a
 * body with it, all through {@link CodecBodyProvider}. GET answers 200 with the body; POST 201
 * Created with a Location; PUT 204. The media type is the codec's: another Content-Type is 415,
 * an Accept that excludes it is 406, a pair the server does not serve is 404 saying why.
 */
@Path("{codec}/{dataset}")
public final class CodecResource {
  private final Catalog catalog;

  CodecResource(Catalog catalog) {
    this.catalog = catalog;
  }

  @GET
  public Response get(@PathParam("codec") String codec, @PathParam("dataset") String dataSet,
      @Context ContainerRequest request) {
    BindingPool pool = pool(codec, dataSet);
    boolean acceptable = false;
    for (MediaType m : request.getAcceptableMediaTypes()) acceptable |= m.isCompatible(pool.type());
    if (!acceptable) {
      throw new NotAcceptableException(Errors.text(406, "codec " + codec + " writes " + pool.mediaType()
          + ", which the Accept header (" + request.getHeaderString("Accept") + ") does not accept"));
    }
    return Response.ok().entity(pool.sample(), new Annotation[] {new Served.Literal(pool)}).type(pool.type()).build();
  }

  @POST
  public Response post(@PathParam("codec") String codec, @PathParam("dataset") String dataSet,
      @Context ContainerRequest request) {
    read(pool(codec, dataSet), request);
    return Response.created(request.getRequestUri()).build();
  }

  @PUT
  public Response put(@PathParam("codec") String codec, @PathParam("dataset") String dataSet,
      @Context ContainerRequest request) {
    read(pool(codec, dataSet), request);
    return Response.noContent().build();
  }

  private static void read(BindingPool pool, ContainerRequest request) {
    MediaType type = request.getMediaType();
    if (type == null || !type.isCompatible(pool.type())) {
      throw new NotSupportedException(Errors.text(415, "codec " + pool.codec().info().id() + " reads "
          + pool.mediaType() + ", not " + (type == null ? "a body without Content-Type" : type)));
    }
    Object value = request.readEntity(Object.class, new Annotation[] {new Served.Literal(pool)});
    if (value == null) throw Errors.badRequest("the body is empty; send one " + pool.mediaType() + " value");
  }

  private BindingPool pool(String codec, String dataSet) {
    return catalog.pool(codec, dataSet).orElseThrow(() -> new NotFoundException(Errors.text(404,
        catalog.verdict(codec, dataSet).map(v -> "not served, the round-trip gate refused it: " + v.describe())
            .orElse("this server does not serve codec " + codec + " on data set " + dataSet
                + " (start it with --codecs and --datasets naming them)"))));
  }
}
