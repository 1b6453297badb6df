// LTI Dynamic Registration: tell the platform's page that opened this one that the registration is done.
(window.opener || window.parent).postMessage({subject: "org.imsglobal.lti.close"}, "*");
