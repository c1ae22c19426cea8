const mobileUserAgent = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

export const isMobileUserAgent = (userAgent: string): boolean => mobileUserAgent.test(userAgent);
